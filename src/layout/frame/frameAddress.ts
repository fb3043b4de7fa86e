// The address a menu entry's external target is shown from, and how tightly its frame is sandboxed.

/** https://… as written; /path (a page shipped under public/) under the console's base path; {locale} filled in. */
export const frameAddress = (external: string, locale: string, base: string): string => {
  const address = external.replaceAll('{locale}', encodeURIComponent(locale));
  return address.startsWith('/') ? `${base.replace(/\/+$/, '')}${address}` : address;
};

/**
 * The frame's sandbox. Another site keeps its own origin (its cookies, its scripts) and cannot reach the console
 * because the origins differ. A page from the console's own origin must not get both scripts and its origin (it
 * could lift its own sandbox), so it gets neither.
 */
export const frameSandbox = (address: string, consoleOrigin: string): string => {
  const sameOrigin = new URL(address, consoleOrigin).origin === consoleOrigin;
  const common = ['allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'];
  return (sameOrigin ? common : ['allow-scripts', 'allow-same-origin', ...common]).join(' ');
};
