// The hand-written addresses of Settings (spec 000 §2 Settings): the section's landing page and the way into the
// business setup. The rest of the section's pages are declared screens or pages of other areas.
export const SETTINGS_ROUTES = {
  overview: '/setting/index',
  businessSetup: '/setting/businessSetup',
} as const;
