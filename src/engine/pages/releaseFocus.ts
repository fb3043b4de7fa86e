// A row that opens its record gives up the focus as it is clicked, before the page that replaces it is drawn.
// Chromium removing the focused element works out the whole page's styles there and then, with the new page's
// styles just inserted: 15–20 ms of a row click's ≈ 190 ms (issue #12, bench/RESULTS.md lever 48). Blurred at the
// click, the same focus change costs under 1 ms, and the next Tab still starts from where the row was.
import type { MouseEvent } from 'react';

/** For a row whose every click opens its record (react-admin's `rowClick` with a page's name). */
export const releaseFocusOnClick = (event: MouseEvent<HTMLElement>) => {
  if (event.currentTarget === document.activeElement) event.currentTarget.blur();
};

/** For a link: only a plain click stays in this tab and leaves the page; a modified one opens another tab. */
export const releaseFocusOnPlainClick = (event: MouseEvent<HTMLElement>) => {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  releaseFocusOnClick(event);
};
