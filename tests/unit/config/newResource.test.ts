// npm run new:resource: scaffolds the four pieces of a declared screen so that check:config passes, and never
// overwrites anything. Runs in temporary copies (tests/unit/config/fixture.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../../scripts/check-config';
import { formatProblem } from '../../../scripts/lib/configFiles';
import { formatJson } from '../../../scripts/lib/newResource/jsonText';
import { chineseLabel, englishLabel } from '../../../scripts/lib/newResource/labels';
import { scaffoldResource, ScaffoldRefused } from '../../../scripts/lib/newResource/scaffold';
import { createFixture, REPO, type Fixture } from './fixture';

// Test reads reach deep into the JSON; typing every level would only repeat the meta-schema.
type Json = Record<string, any>;

const snapshot = (fixture: Fixture) =>
  Object.fromEntries(
    ['schemas/widget.schema.json', 'resources/widgets.json', 'menus/main.json', 'locales/en-US.json', 'locales/zh-CN.json'].map((path) => [
      path,
      fixture.readText(path),
    ]),
  );

let fixture: Fixture;
beforeEach(() => {
  fixture = createFixture();
});
afterEach(() => fixture.remove());

describe('new:resource', () => {
  it('creates the schema, the resource, a hidden menu entry and the locale keys, and the result passes check:config', async () => {
    const result = scaffoldResource({ name: 'devices', root: fixture.root });
    expect(result.written).toEqual([
      { path: 'schemas/device.schema.json', action: 'created' },
      { path: 'resources/devices.json', action: 'created' },
      { path: 'schemas/actions/QueryDeviceList.json', action: 'created' },
      { path: 'schemas/actions/QueryDeviceDetail.json', action: 'created' },
      { path: 'schemas/actions/AddDevice.json', action: 'created' },
      { path: 'schemas/actions/UpdateDevice.json', action: 'created' },
      { path: 'schemas/actions/DeleteDevice.json', action: 'created' },
      { path: 'menus/main.json', action: 'updated' },
      { path: 'locales/en-US.json', action: 'updated' },
      { path: 'locales/zh-CN.json', action: 'updated' },
    ]);
    // Each action is declared against the entity: what it takes and what it answers.
    const update: Json = fixture.read('schemas/actions/UpdateDevice.json');
    expect(update.request.properties.deviceName).toEqual({ $ref: '../device.schema.json#/properties/deviceName' });
    expect(update.request.required).toEqual(['deviceId']);
    expect((fixture.read('schemas/actions/QueryDeviceList.json') as Json).answer.properties.data.items).toEqual({ $ref: '../device.schema.json' });

    const schema: Json = fixture.read('schemas/device.schema.json');
    expect(schema.$id).toBe('device.schema.json');
    expect(Object.keys(schema.properties)).toEqual(['deviceId', 'deviceName']);

    const resource: Json = fixture.read('resources/devices.json');
    expect(resource).toMatchObject({ name: 'devices', entity: 'device', idField: 'deviceId', recordRepresentation: 'deviceName' });
    expect(Object.keys(resource.methods)).toEqual(expect.arrayContaining(['getList', 'getOne', 'create', 'update', 'delete']));
    expect(resource.methods.getList.action).toBe('QueryDeviceList');
    expect(resource.access).toBeUndefined();
    expect(resource.form.sections[0]).toEqual({ key: 'basic', fields: ['deviceName'] });
    expect(resource.show.sections[0]).toEqual({ key: 'basic', fields: ['deviceId', 'deviceName'] });

    const menu: Json = fixture.read('menus/main.json');
    expect(menu.items[1].key).toBe('settings');
    expect(menu.items[1].children.at(-1)).toEqual({ key: 'devices', label: 'menu.devices', resource: 'devices', hidden: true });

    const english: Json = fixture.read('locales/en-US.json');
    const chinese: Json = fixture.read('locales/zh-CN.json');
    expect(english.menu.devices).toBe('Devices');
    expect(english.resources.devices.fields).toEqual({ deviceId: 'Device ID', deviceName: 'Device name' });
    expect(chinese.menu.devices).toBe('设备');
    expect(chinese.resources.devices.fields).toEqual({ deviceId: '设备编号', deviceName: '设备名称' });
    expect(result.untranslated).toEqual([]);

    const check = await checkConfig(fixture.root);
    expect(check.problems.map(formatProblem)).toEqual([]);
    expect(check.counts).toMatchObject({ resources: 2, menuEntries: 4, schemas: 4 });
  });

  it('refuses to overwrite, and writes nothing when it refuses', () => {
    scaffoldResource({ name: 'devices', root: fixture.root });
    const before = { ...snapshot(fixture), device: fixture.readText('schemas/device.schema.json'), devices: fixture.readText('resources/devices.json') };
    expect(() => scaffoldResource({ name: 'devices', root: fixture.root })).toThrow(ScaffoldRefused);
    expect(() => scaffoldResource({ name: 'devices', root: fixture.root })).toThrow('resources/devices.json already exists');
    expect({ ...snapshot(fixture), device: fixture.readText('schemas/device.schema.json'), devices: fixture.readText('resources/devices.json') }).toEqual(before);
  });

  it('refuses a menu key that is taken and a name that is not camelCase', () => {
    const before = snapshot(fixture);
    expect(() => scaffoldResource({ name: 'settings', root: fixture.root })).toThrow('menus/main.json already has a menu entry with the key "settings"');
    expect(() => scaffoldResource({ name: 'Devices', root: fixture.root })).toThrow(ScaffoldRefused);
    expect(() => scaffoldResource({ name: 'my-devices', root: fixture.root })).toThrow(ScaffoldRefused);
    expect(snapshot(fixture)).toEqual(before);
    expect(existsSync(fixture.path('schemas/setting.schema.json'))).toBe(false);
  });

  it('builds a screen over an existing entity without touching its schema', async () => {
    const schemaBefore = fixture.readText('schemas/widget.schema.json');
    const result = scaffoldResource({ name: 'retiredWidgets', entity: 'widget', root: fixture.root });
    expect(result.reusedSchema).toBe(true);
    expect(fixture.readText('schemas/widget.schema.json')).toBe(schemaBefore);
    const resource: Json = fixture.read('resources/retiredWidgets.json');
    expect(resource).toMatchObject({ entity: 'widget', idField: 'widgetId', recordRepresentation: 'widgetName' });
    expect(resource.form.sections[0].fields).toEqual(['widgetName', 'active', 'shared']);
    expect((await checkConfig(fixture.root)).problems.map(formatProblem)).toEqual([]);
  });

  it('puts the entry at the top level when there is no "settings" parent, and creates menus/main.json when missing', async () => {
    fixture.edit('menus/main.json', (menu: Json) => {
      menu.items = [{ key: 'home', label: 'menu.home', route: '/home' }];
    });
    scaffoldResource({ name: 'devices', root: fixture.root });
    expect((fixture.read('menus/main.json') as Json).items.map((item: Json) => item.key)).toEqual(['home', 'devices']);

    rmSync(fixture.path('menus/main.json'));
    scaffoldResource({ name: 'gadgets', root: fixture.root });
    expect(fixture.read('menus/main.json')).toEqual({
      $schema: '../schemas/config/menu.schema.json',
      items: [{ key: 'gadgets', label: 'menu.gadgets', resource: 'gadgets', hidden: true }],
    });
    const problems = (await checkConfig(fixture.root)).problems.map(formatProblem);
    // The widgets and devices entries went with the old menu file; their screens stay valid without one.
    expect(problems).toEqual([]);
  });

  it('keeps the layout of menus/main.json and adds one line in the style of its neighbours', () => {
    fixture.writeText(
      'menus/main.json',
      '{\n  "items": [\n    { "key": "home", "label": "menu.home", "route": "/home" },\n    { "key": "settings", "label": "menu.settings", "children": [{ "key": "widgets", "label": "menu.widgets", "resource": "widgets" }] }\n  ]\n}\n',
    );
    scaffoldResource({ name: 'devices', root: fixture.root });
    expect(fixture.readText('menus/main.json')).toBe(
      '{\n  "items": [\n    { "key": "home", "label": "menu.home", "route": "/home" },\n    { "key": "settings", "label": "menu.settings", "children": [{ "key": "widgets", "label": "menu.widgets", "resource": "widgets" }, { "key": "devices", "label": "menu.devices", "resource": "devices", "hidden": true }] }\n  ]\n}\n',
    );
  });

  it('derives labels from wire names', () => {
    expect(englishLabel('storeId')).toBe('Store ID');
    expect(englishLabel('mblNo')).toBe('Mobile number');
    expect(englishLabel('createDt')).toBe('Create date');
    expect(chineseLabel('deviceName')).toBe('设备名称');
    expect(chineseLabel('serialNo')).toBe('序列编号');
    expect(chineseLabel('imei')).toBe('imei');
    expect(formatJson({ a: [1, 2], b: { c: 'd' } })).toBe('{ "a": [1, 2], "b": { "c": "d" } }');
  });

  // Two node processes that compile TypeScript as they start: seconds each on a loaded 2-core machine.
  it('runs from the command line, prints the next steps and the check, and exits 1 when it refuses', () => {
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'scripts', 'new-resource.ts'), 'devices', '--root', fixture.root], { cwd: REPO, encoding: 'utf8' });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('created schemas/device.schema.json');
    expect(first.stdout).toContain('Next:');
    expect(first.stdout.trim().split('\n').at(-1)).toBe('config OK: 2 resources, 4 menu entries, 4 schemas, 36 locale keys');
    const created = snapshot(fixture);
    const second = run();
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('resources/devices.json already exists');
    expect(snapshot(fixture)).toEqual(created);
  }, 60_000);
});
