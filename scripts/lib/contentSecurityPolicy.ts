// The console's Content Security Policy: what a page of the built console may load and run. Node only; used by
// the preview server (vitePluginCsp.ts) and written out for deployment in the README.
//
// Scripts come only from the console's own files; no inline script, no eval. MUI's styles are inserted at run time
// by emotion, so styles carry the page's nonce (a fresh one per page load, read by src/app/styleCache.ts) instead of
// the policy allowing every inline style. Frames are limited to the menu's external pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `vite build` writes where a nonce belongs (html.cspNonce); the server puts a fresh value in its place. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface PolicyOptions {
  /** This page load's nonce (base64). */
  nonce: string;
  /** Origins of the menu's external pages ('self' for pages the console ships). */
  frameSources: readonly string[];
}

export const consolePolicy = ({ nonce, frameSources }: PolicyOptions): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    // Pictures the console fetches with the session token are shown from blob: URLs; QR codes and icons may be data:.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frameSources.length > 0 ? frameSources.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** 'self' for a menu page under the console's own path, the origin for an https:// page. */
const frameSource = (external: string): string | undefined => {
  if (external.startsWith('/')) return "'self'";
  try {
    const url = new URL(external);
    return url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

const externalsIn = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(externalsIn);
  if (typeof node !== 'object' || node === null) return [];
  const own = (node as { external?: unknown }).external;
  return [...(typeof own === 'string' ? [own] : []), ...Object.values(node).flatMap(externalsIn)];
};

/** The frame sources the menu files under `menusDir` need, each once, in a stable order. */
export const menuFrameSources = (menusDir: string): string[] => {
  const externals = readdirSync(menusDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => externalsIn(JSON.parse(readFileSync(join(menusDir, name), 'utf8'))));
  return [...new Set(externals.map(frameSource).filter((source): source is string => source !== undefined))].sort();
};
