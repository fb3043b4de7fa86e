// A side-menu tooltip that closes when its entry is clicked (or chosen with Enter) and stays closed until the
// pointer leaves the entry. Left to itself, the tooltip of the entry just clicked stayed (or came back) over the
// newly opened page for as long as the pointer rested on the menu.
import { useCallback, useMemo, useState } from 'react';
import { MENU_TOOLTIP_DELAY } from './menuLook';

export const useClosingTooltip = () => {
  const [open, setOpen] = useState(false);
  const [clicked, setClicked] = useState(false);
  const closeTooltip = useCallback(() => {
    setOpen(false);
    setClicked(true);
  }, []);
  const tooltipProps = useMemo(
    () => ({
      open: open && !clicked,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      enterDelay: MENU_TOOLTIP_DELAY,
      placement: 'right' as const,
    }),
    [open, clicked],
  );
  /** For the entry itself: leaving it lets its tooltip show again on the next hover. */
  const onMouseLeave = useCallback(() => setClicked(false), []);
  return { tooltipProps, closeTooltip, onMouseLeave };
};
