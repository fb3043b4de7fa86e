// A side-menu tooltip that closes when its entry is clicked (or chosen with Enter). Left to itself, the tooltip of
// the entry just clicked stayed over the newly opened page for as long as the pointer rested on the menu.
import { useCallback, useMemo, useState } from 'react';
import { MENU_TOOLTIP_DELAY } from './menuLook';

export const useClosingTooltip = () => {
  const [open, setOpen] = useState(false);
  const closeTooltip = useCallback(() => setOpen(false), []);
  const tooltipProps = useMemo(
    () => ({ open, onOpen: () => setOpen(true), onClose: closeTooltip, enterDelay: MENU_TOOLTIP_DELAY, placement: 'right' as const }),
    [open, closeTooltip],
  );
  return { tooltipProps, closeTooltip };
};
