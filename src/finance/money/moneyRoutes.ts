// The addresses of Finance → Money (spec 000 §2 /finance/money and its sub-pages).
export const MONEY_ROUTES = {
  account: '/finance/money',
  tills: '/finance/money/tills',
  mobileNumbers: '/finance/money/accountManagement',
  addNumber: '/finance/money/addNumber',
  topUp: '/finance/money/mobileInformation',
  topUpConfirm: '/finance/money/mobileConfirm',
  topUpPayment: '/finance/money/mobilePayment',
  topUpResult: '/finance/money/mobileResult',
  bankTopUp: '/finance/money/bankInformation',
  accountStatement: '/finance/money/accountStatement',
  tillStatement: '/finance/money/tillStatement',
} as const;
