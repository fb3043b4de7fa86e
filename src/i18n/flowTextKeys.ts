// The locale files' top-level keys that hold one hand-written flow's texts, with the folder of the pages that use
// them. They are not in the language's texts loaded at start: each loads with its flow's pages (textParts.ts), so a
// wizard's texts cost only the merchants who open it and the language's first download stops growing with wizards
// (issue #12). Read by the build (vite.config.ts) to cut them out of the language's texts, and by a unit test that
// refuses a flow's key used outside its folder (it would show untranslated there). A new wizard adds a line.
export const FLOW_TEXT_FOLDERS = {
  loan: 'src/finance/loan',
  overdraft: 'src/finance/overdraft',
  money: 'src/finance/money',
  checkout: 'src/flows/checkout',
  transfer: 'src/finance/transfer',
  businessSetup: 'src/flows/businessSetup',
  register: 'src/flows/register',
  bills: 'src/finance/bills',
  homePay: 'src/home/payments',
  analysis: 'src/analysis',
  settings: 'src/settings',
  discover: 'src/discover',
} as const;

export type FlowTextKey = keyof typeof FLOW_TEXT_FOLDERS;

export const FLOW_TEXT_KEYS = Object.keys(FLOW_TEXT_FOLDERS) as FlowTextKey[];
