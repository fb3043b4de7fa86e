// A USB or Bluetooth barcode scanner is a keyboard to the browser ("keyboard wedge"): it types the code's digits
// faster than any person, then Enter. Heard on the page (not in a field, where the scanner's typing simply fills
// the field), such a burst is a scan.
import { useLayoutEffect, useRef } from 'react';

/** A scanner types a key every few milliseconds; a person's fastest is around 60 ms between keys. */
const MAX_GAP_MS = 50;
const MIN_LENGTH = 8;

const typingInAField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export const useScannerWedge = (onCode: (code: string) => void, enabled = true) => {
  const latest = useRef(onCode);
  latest.current = onCode;
  // Listening from the commit that draws the list, not from an effect after its paint: a scan as the list shows
  // would otherwise reach the document before the listener, while React still held the effect back.
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    let code = '';
    let last = 0;
    const listen = (event: KeyboardEvent) => {
      if (typingInAField(event.target) || event.ctrlKey || event.altKey || event.metaKey) return;
      const gap = event.timeStamp - last;
      last = event.timeStamp;
      if (event.key === 'Enter') {
        if (code.length >= MIN_LENGTH && gap <= MAX_GAP_MS) {
          event.preventDefault();
          latest.current(code);
        }
        code = '';
        return;
      }
      if (!/^[0-9]$/.test(event.key)) {
        code = '';
        return;
      }
      code = code && gap <= MAX_GAP_MS ? code + event.key : event.key;
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [enabled]);
};
