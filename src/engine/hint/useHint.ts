// The props that give a control the console's one tooltip (HintProvider): after `delay` ms of a mouse resting on
// it, or at once-after-delay when the keyboard reaches it; gone on leaving, blur, a click or Escape. A click keeps
// it away until the pointer has left (the hint of a menu entry just clicked stayed over the page it opened).
// Touch shows none: a tap is not a hover, and the control's own name already says what it does.
import { useContext, useMemo, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { HintContext, type HintPlacement } from './HintProvider';

/** MUI's own tooltip delay, for controls whose hint has no delay of its own. */
export const DEFAULT_HINT_DELAY = 100;

export interface HintProps {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onClickCapture: (event: MouseEvent<HTMLElement>) => void;
}

export const useHint = (
  text: string,
  { delay = DEFAULT_HINT_DELAY, placement = 'bottom' }: { delay?: number } & Partial<HintPlacement> = {},
): HintProps => {
  const hint = useContext(HintContext);
  const clicked = useRef(false);
  return useMemo(() => {
    const where = { placement };
    return {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'mouse' || clicked.current || !text) return;
        hint.showAfter(event.currentTarget, text, delay, where);
      },
      onPointerLeave: (event) => {
        clicked.current = false;
        hint.hide(event.currentTarget);
      },
      onFocus: (event) => {
        // Keyboard focus only: a mouse click focuses too, and the pointer's own hint is already on its way.
        if (!text || clicked.current || !event.currentTarget.matches(':focus-visible')) return;
        hint.showAfter(event.currentTarget, text, delay, where);
      },
      onBlur: (event) => hint.hide(event.currentTarget),
      onClickCapture: (event) => {
        clicked.current = true;
        hint.hide(event.currentTarget);
      },
    };
  }, [hint, text, delay, placement]);
};
