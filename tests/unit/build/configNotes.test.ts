// Resource and menu files reach the browser without their notes ($comment, $schema): scripts/lib/vitePluginConfigNotes.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configNotesPlugin } from '../../../scripts/lib/vitePluginConfigNotes';

const transform = (code: string, id: string) => {
  const hook = configNotesPlugin().transform as (code: string, id: string) => { code: string } | undefined;
  return hook(code, id);
};

describe('the config-notes build step', () => {
  it('drops every $comment and $schema of a resource file, at any depth, and keeps everything else as it was', () => {
    const source = readFileSync('resources/staff.json', 'utf8');
    const shipped = JSON.parse(transform(source, '/repo/resources/staff.json')!.code) as Record<string, unknown>;
    expect(source).toContain('$comment');
    expect(JSON.stringify(shipped)).not.toMatch(/\$comment|\$schema/);
    const { $comment: _note, $schema: _schema, ...rest } = JSON.parse(source) as Record<string, unknown>;
    expect(shipped).toEqual(rest);
  });

  it('strips menu files too (nested entries carry notes), and leaves any other JSON alone', () => {
    const menu = JSON.stringify({ items: [{ key: 'a', $comment: 'why', children: [{ key: 'b', $comment: 'why not' }] }] });
    expect(JSON.parse(transform(menu, '/repo/menus/main.json')!.code)).toEqual({ items: [{ key: 'a', children: [{ key: 'b' }] }] });
    expect(transform('{"$comment": "kept"}', '/repo/locales/en-US.json')).toBeUndefined();
    expect(transform('{"$comment": "kept"}', '/repo/node_modules/x/package.json')).toBeUndefined();
  });
});
