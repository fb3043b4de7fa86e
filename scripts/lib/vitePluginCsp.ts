// Vite preview plugin: serves the built console under its Content Security Policy (contentSecurityPolicy.ts).
// Every page load gets a fresh nonce, written into index.html where the build left NONCE_PLACEHOLDER and into the
// policy's style-src, so only the styles the console itself inserts are applied. A production web server must do
// the same (README, "Security").
//
// The dev server (`npm start`) runs without the policy: Vite's hot reload injects inline scripts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, PreviewServer } from 'vite';
import { consolePolicy, menuFrameSources, NONCE_PLACEHOLDER } from './contentSecurityPolicy';

/** A request for one of the console's pages (a route the single-page app answers with index.html). */
const isPageRequest = (request: IncomingMessage, base: string): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?')[0];
  if (!path.startsWith(base) && `${path}/` !== base) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last === 'index.html' || !last.includes('.');
};

export const contentSecurityPolicyPlugin = (): Plugin => ({
  name: 'merchant-console:content-security-policy',
  // The build writes the placeholder; the preview server fills it in. The dev server is left alone.
  apply: (_config, env) => env.command === 'build' || env.isPreview === true,
  config: () => ({ html: { cspNonce: NONCE_PLACEHOLDER } }),
  configurePreviewServer(server: PreviewServer) {
    const { root, base, build } = server.config;
    const frameSources = menuFrameSources(resolve(root, 'menus'));
    let indexHtml: string | undefined;
    server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const nonce = randomBytes(16).toString('base64');
      response.setHeader('Content-Security-Policy', consolePolicy({ nonce, frameSources }));
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Referrer-Policy', 'same-origin');
      if (!isPageRequest(request, base)) return next();
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      indexHtml ??= readFileSync(resolve(root, build.outDir, 'index.html'), 'utf8');
      response.end(request.method === 'HEAD' ? undefined : indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce));
    });
  },
});
