import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consolePolicy, menuFrameSources } from '../../../scripts/lib/contentSecurityPolicy';

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the console\'s Content Security Policy', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('allows scripts from the console only, styles with this load\'s nonce, no plugins, no foreign base', () => {
    const policy = directives(consolePolicy({ nonce: 'abc123==', frameSources: ["'self'"] }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('frames nothing when no menu entry points outside', () => {
    expect(directives(consolePolicy({ nonce: 'n', frameSources: [] })).get('frame-src')).toEqual(["'none'"]);
  });

  it('frames exactly the menu\'s external pages: its own files and https sites, never plain http or a script address', () => {
    dir = mkdtempSync(join(tmpdir(), 'menus-'));
    writeFileSync(
      join(dir, 'main.json'),
      JSON.stringify({
        entries: [
          { key: 'faq', external: '/help/faq.{locale}.html' },
          { key: 'group', children: [{ key: 'kb', external: 'https://kb.example.co.ke/start?x=1' }, { key: 'kb2', external: 'https://kb.example.co.ke/other' }] },
          { key: 'old', external: 'http://insecure.example.com/' },
          { key: 'bad', external: 'javascript:alert(1)' },
        ],
      }),
    );
    expect(menuFrameSources(dir)).toEqual(["'self'", 'https://kb.example.co.ke']);
  });

  it('frames the console\'s own FAQ pages for today\'s menu', () => {
    expect(menuFrameSources('menus')).toEqual(["'self'"]);
  });
});
