// Spec 001 §9 "Drawer widths": the notification drawer 400 px, the share drawer 800 px (never wider than the screen).
export const NOTIFICATION_DRAWER_WIDTH = 400;
export const SHARE_DRAWER_WIDTH = 800;

export const drawerPaper = (width: number) => ({ width, maxWidth: '100vw' });
