// The addresses of the home page's payments (spec 000 §2: /home/withdraw, /requestToPay with its wait, success and
// fail screens, /qrCode). The three areas mount one lazy module (homePaymentPages.tsx); paths only, so the menu and
// the frame can name them without loading the pages.
export const HOME_PAYMENT_AREAS = { withdraw: '/home/withdraw', requestToPay: '/requestToPay', qrCode: '/qrCode' } as const;

export type HomePaymentArea = keyof typeof HOME_PAYMENT_AREAS;

export const HOME_PAYMENT_ROUTES = {
  ...HOME_PAYMENT_AREAS,
  withdrawResult: '/home/withdraw/result',
  requestWait: '/requestToPay/wait',
  requestSuccess: '/requestToPay/success',
  requestFail: '/requestToPay/fail',
} as const;

/** Spec 001 §6: 03 withdraw; 02 QR collect, which request to pay shares (one transaction type, 131; one reading). */
export const HOME_PAYMENT_CODES: Record<HomePaymentArea, string> = { withdraw: '03', requestToPay: '02', qrCode: '02' };

/** Spec 000 §3 transaction types: 132 withdraw, 131 request to pay and QR. */
export const HOME_PAYMENT_TX_TYPES = { withdraw: '132', requestToPay: '131' } as const;
