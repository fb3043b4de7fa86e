// A menu or dialog that is closed costs the first screen nearly as much as an open one: MUI's Menu, Popover and
// Modal run their hooks and build their items even when they draw nothing (issue #12: the frame's closed menus and
// dialogs took ≈ 40 ms of a cold load). Drawn from its first opening on, it keeps its closing transition and its
// state as an always-mounted one did.
import { useState, type ReactNode } from 'react';

export const OpenedOnce = ({ open, children }: { open: boolean; children: ReactNode }) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
};
