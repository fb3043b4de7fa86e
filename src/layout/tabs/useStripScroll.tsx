// Scrolling the open-page strip when its tabs are wider than it: arrows at either end (greyed out at that end),
// the mouse wheel turned into sideways scrolling, and the tab of the page shown kept in view (after a page opens,
// or when the strip's width changes). The strip scrolls; the page never grows wider than the window.
// The arrows stay in place while the tabs overflow: were one to vanish at the end it scrolls to, the strip would
// widen, count as resized and scroll back to the tab shown, so the first tabs could never be reached.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Room left beside the tab shown, so its neighbour peeks out and says there is more. */
const MARGIN = 24;

/** Scrolls the strip (only the strip: scrollIntoView would also scroll the page) so the tab shown is in full view. */
const revealShown = (strip: HTMLElement) => {
  const shown = strip.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
  if (!shown) return;
  const start = shown.offsetLeft - strip.offsetLeft;
  const end = start + shown.offsetWidth;
  if (start < strip.scrollLeft) strip.scrollTo({ left: Math.max(0, start - MARGIN) });
  else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollTo({ left: end - strip.clientWidth + MARGIN });
};

/** `showing` changes whenever another tab is shown or the tabs change, so the strip checks again. */
export const useStripScroll = (showing: string) => {
  const stripRef = useRef<HTMLUListElement>(null);
  const [canScroll, setCanScroll] = useState({ overflows: false, left: false, right: false });

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return undefined;
    const update = () => {
      const overflows = strip.scrollWidth > strip.clientWidth + 1;
      const left = strip.scrollLeft > 1;
      const right = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setCanScroll((previous) =>
        previous.overflows === overflows && previous.left === left && previous.right === right ? previous : { overflows, left, right },
      );
    };
    // A wheel turned over the strip moves it sideways (a trackpad's sideways swipe already does).
    const onWheel = (event: WheelEvent) => {
      if (strip.scrollWidth <= strip.clientWidth || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      strip.scrollBy({ left: event.deltaY, behavior: 'instant' });
    };
    // Only a change of the strip's own width (the window, the side menu) brings the tab shown back into view;
    // a tab growing (its label translated) only changes where the arrows can go.
    let stripWidth = strip.clientWidth;
    const resized = new ResizeObserver(() => {
      if (strip.clientWidth !== stripWidth) {
        stripWidth = strip.clientWidth;
        revealShown(strip);
      }
      update();
    });
    resized.observe(strip);
    for (const tab of strip.children) resized.observe(tab);
    strip.addEventListener('scroll', update, { passive: true });
    strip.addEventListener('wheel', onWheel, { passive: false });
    revealShown(strip);
    update();
    return () => {
      resized.disconnect();
      strip.removeEventListener('scroll', update);
      strip.removeEventListener('wheel', onWheel);
    };
  }, [showing]);

  const scrollBy = useCallback((direction: 1 | -1) => {
    const strip = stripRef.current;
    strip?.scrollBy({ left: direction * strip.clientWidth * 0.8, behavior: 'smooth' });
  }, []);

  return { stripRef, canScroll, scrollBy };
};

export const ScrollButton = ({
  direction,
  hidden,
  disabled,
  onClick,
}: {
  direction: 'left' | 'right';
  hidden: boolean;
  disabled: boolean;
  onClick: () => void;
}) => {
  const translate = useTranslate();
  if (hidden) return null;
  const Icon = direction === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <IconButton size="small" aria-label={translate(direction === 'left' ? 'nav.tabs.scrollLeft' : 'nav.tabs.scrollRight')} disabled={disabled} onClick={onClick} sx={{ flexShrink: 0, p: 0.25 }}>
      <Icon fontSize="small" />
    </IconButton>
  );
};
