// One tooltip for the whole console, shown beside whichever control the pointer rests on or the keyboard reached.
// A MUI <Tooltip> per control costs its hooks and a Popper on every render: the side menu's twenty entries and a
// list's two row commands × 25 rows paid that before the first rows could show (issue #12), for tooltips of which at
// most one is ever open. Controls ask for the hint with useHint (./useHint.ts).
import { Box, Popper } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface HintPlacement {
  placement: 'right' | 'bottom' | 'top';
}

interface Shown extends HintPlacement {
  anchor: HTMLElement;
  text: string;
}

export interface HintControl {
  /** Shows `text` beside `anchor` after `delay` ms, unless `hide` comes first. */
  showAfter: (anchor: HTMLElement, text: string, delay: number, where: HintPlacement) => void;
  /** Hides the hint of `anchor` (or any hint) and cancels one on its way. */
  hide: (anchor?: HTMLElement) => void;
}

const NO_HINTS: HintControl = { showAfter: () => undefined, hide: () => undefined };
export const HintContext = createContext<HintControl>(NO_HINTS);

const hintSx = {
  bgcolor: (theme: Theme) => alpha(theme.palette.grey[700], 0.92),
  color: 'common.white',
  borderRadius: 1,
  px: 1,
  py: 0.5,
  fontSize: '0.6875rem',
  fontWeight: 500,
  lineHeight: 1.4,
  maxWidth: 300,
  overflowWrap: 'break-word',
  pointerEvents: 'none',
} as const;

const MARGIN: Record<HintPlacement['placement'], string> = { right: '0 0 0 14px', bottom: '14px 0 0', top: '0 0 14px' };

export const HintProvider = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingAnchor = useRef<HTMLElement | null>(null);

  const control = useMemo<HintControl>(
    () => ({
      showAfter: (anchor, text, delay, where) => {
        clearTimeout(timer.current);
        pendingAnchor.current = anchor;
        timer.current = setTimeout(() => {
          // A control removed meanwhile (a page changed, a drawer closed) leaves nothing to point at.
          if (anchor.isConnected) setShown({ anchor, text, ...where });
        }, delay);
      },
      hide: (anchor) => {
        if (anchor && pendingAnchor.current !== anchor) return;
        clearTimeout(timer.current);
        pendingAnchor.current = null;
        setShown(null);
      },
    }),
    [],
  );

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') control.hide();
    };
    // The anchor can leave the page without a pointer or focus event (the page under it changed).
    const watch = setInterval(() => {
      if (!shown.anchor.isConnected) control.hide();
    }, 250);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      clearInterval(watch);
    };
  }, [shown, control]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <HintContext.Provider value={control}>
      {children}
      {shown && (
        // The popper is the tooltip (its role is MUI's default): one element a screen reader or a test finds.
        <Popper open anchorEl={shown.anchor} placement={shown.placement} sx={{ zIndex: 'tooltip' }}>
          <Box sx={{ ...hintSx, m: MARGIN[shown.placement] }}>{shown.text}</Box>
        </Popper>
      )}
    </HintContext.Provider>
  );
};
