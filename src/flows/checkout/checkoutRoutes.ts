// The addresses of Checkout (spec 000 §2 /checkout/index, inventoryItem, nonInventoryItem) and its permission code.
export const CHECKOUT_ROUTES = {
  index: '/checkout/index',
  inventory: '/checkout/inventoryItem',
  quick: '/checkout/nonInventoryItem',
} as const;

export type CheckoutPage = keyof typeof CHECKOUT_ROUTES;

/** Spec 001 §6: the cashier's code. */
export const CHECKOUT_PERMISSION = '43';
