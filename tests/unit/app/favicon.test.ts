// The console's icon: index.html names a file of public/ by its root path, and Vite puts the base (/Merchant/) in
// front of it, in `npm start`'s dev server as in the build. A path written with the base already got it twice in
// the dev server (/Merchant/Merchant/favicon.svg, answered with the app's HTML): no icon.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

describe('favicon', () => {
  it('is served from public/ at the base the dev server gives it', async () => {
    const base = '/Merchant/';
    const viteConfig = readFileSync(resolve(root, 'vite.config.ts'), 'utf8');
    expect(viteConfig).toContain(`const BASE = '${base}'`);
    expect(viteConfig).toContain('base: BASE,');
    const server = await createServer({ configFile: false, root, base, logLevel: 'silent', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
    try {
      const html = await server.transformIndexHtml(`${base}login`, readFileSync(resolve(root, 'index.html'), 'utf8'));
      const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
      expect(href).toBe(`${base}favicon.svg`);
      expect(existsSync(resolve(root, 'public', href!.slice(base.length)))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
