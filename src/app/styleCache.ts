// Where MUI's run-time styles go. Under the Content Security Policy only styles carrying the page's nonce apply; the
// server writes a fresh nonce into <meta property="csp-nonce"> for each page load (scripts/lib/vitePluginCsp.ts),
// and every <style> emotion inserts carries it. Without the meta (the dev server) styles need no nonce.
import createCache from '@emotion/cache';

const pageNonce = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

export const createStyleCache = () => createCache({ key: 'css', nonce: pageNonce() });
