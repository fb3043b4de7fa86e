// The promise to developers: a grid screen is four JSON edits. The device-management screen (spec: GetDevice,
// UnbindTrustDevice) was added that way; no hand-written console or backend code may know about it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import zhCN from '../../../locales/zh-CN.json';
import menu from '../../../menus/main.json';
import { resourceDefinitions } from '../../declaredScreens';


const handWrittenFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return path.endsWith('generated') ? [] : handWrittenFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

describe('the device-management screen, declared in JSON only', () => {
  it('is a resource the engine registers from resources/devices.json', () => {
    const devices = resourceDefinitions.find((definition) => definition.name === 'devices');
    expect(devices?.methods.getList?.action).toBe('GetDevice');
    expect(devices?.commands?.map((command) => command.action)).toEqual(['UnbindTrustDevice']);
  });

  it('has its menu entry and its labels in both languages', () => {
    const settings = menu.items.find((item) => item.key === 'settings');
    expect(settings?.children?.some((child) => 'resource' in child && child.resource === 'devices')).toBe(true);
    expect(enUS.resources.devices.commands.unbind.label).toBe('Remove device');
    expect(zhCN.resources.devices.commands.unbind.label).toBe('移除设备');
  });

  it('is not mentioned by any hand-written TypeScript of the console or the embedded backend', () => {
    const mentions = [...handWrittenFiles('src'), ...handWrittenFiles('mocks/actions'), ...handWrittenFiles('mocks/resources')].filter((file) =>
      /GetDevice|UnbindTrustDevice|['"]devices['"]|device\.schema/.test(readFileSync(file, 'utf8')),
    );
    expect(mentions).toEqual([]);
  });
});

describe('the deals screen, a deal-service resource declared in JSON only', () => {
  it('is a resource the engine registers from resources/deals.json, naming REST paths instead of actions', () => {
    const deals = resourceDefinitions.find((definition) => definition.name === 'deals');
    expect(deals?.service).toBe('deals');
    expect(deals?.methods.getList).toMatchObject({ path: 'deals', items: 'data.deals.content' });
    expect(deals?.methods.getOne?.path).toBe('deals/{id}');
    expect(Object.values(deals?.methods ?? {}).some((method) => 'action' in method)).toBe(false);
  });

  it('has its menu entry and its labels in both languages', () => {
    const discover = menu.items.find((item) => item.key === 'discoverDeals');
    expect(discover?.children?.some((child) => 'resource' in child && child.resource === 'deals')).toBe(true);
    expect(enUS.resources.deals.loadFailed).toBe('Failed to load deals data. Please try again.');
    expect(zhCN.resources.deals.fields.originalAmount).toBe('原价');
  });

  it('has none of its paths, answer paths or fields in hand-written TypeScript of the console or the mock service', () => {
    const files = [...handWrittenFiles('src'), ...handWrittenFiles('mocks/resources'), 'mocks/dealService.ts'];
    // Code only: comments may use the deals screen as an example.
    const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const mentions = files.filter((file) => /deals\/\{id\}|data\.deals\.content|deal\.schema|dealType|usageTimes|originalAmount/.test(code(file)));
    expect(mentions).toEqual([]);
  });
});
