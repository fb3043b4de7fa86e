// Where MUI's run-time styles go. Under the Content Security Policy only styles carrying the page's nonce apply; the
// server writes a fresh nonce into <meta property="csp-nonce"> for each page load (scripts/lib/vitePluginCsp.ts),
// and every <style> emotion inserts carries it. Without the meta (the dev server) styles need no nonce.
import createCache, { type StylisPlugin } from '@emotion/cache';

const pageNonce = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/**
 * Emotion's default prefixer writes rules again for browsers the build does not target (old flexbox's -webkit-box-*,
 * -ms- and -moz- copies); working that out for each of the first screen's ~850 rules was a fifth of the time Emotion
 * spends inserting them on a cold load (94 → 75 ms without it: issue #12, lever 39). Of what MUI and the console
 * write, the browsers the build targets (Vite's baseline: Safari 16 and later) miss only one: Safari still reads
 * only -webkit-user-select, without which a long press selects a button's label.
 */
const safariUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') element.return = `-webkit-${element.value}${element.value}`;
};

export const createStyleCache = () => createCache({ key: 'css', nonce: pageNonce(), stylisPlugins: [safariUserSelect] });
