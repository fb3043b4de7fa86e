// The seed's wallet accounts (Finance → Money): one per merchant with its opening balance, and the mobile-money
// numbers the merchants top up from. Fixed values rather than drawn ones, so the demo's balance is the same
// figure on every machine and in the README's walk-through.
import { DEMO_MERCHANTS, DEMO_USERS, NEW_MERCHANT_ID, OWNER_MERCHANT_ID, PENDING_MERCHANT_ID } from './demoAccounts';
import { SEED_TODAY } from './seedBasics';
import type { MerchantAccount, PaymentMobile, TopUpCard } from './types';

/** Opening balances in minor units: the owner's busy shop, the agrovet under review, the new merchant's first float. */
const OPENING_BALANCE: Record<string, number> = {
  [OWNER_MERCHANT_ID]: 48_625_050,
  [PENDING_MERCHANT_ID]: 3_182_000,
  // What the new merchant received before setting up: enough for a first month of the Basic or Standard plan.
  [NEW_MERCHANT_ID]: 250_000,
};

/** Account numbers: the provider's 13-digit wallet accounts, one per merchant. */
const ACCOUNT_NUMBER: Record<string, string> = {
  [OWNER_MERCHANT_ID]: '1002004418261',
  [PENDING_MERCHANT_ID]: '1002004418379',
  [NEW_MERCHANT_ID]: '1002004418302',
};

export const makeAccounts = (): MerchantAccount[] =>
  DEMO_MERCHANTS.map((merchant) => ({
    mercId: merchant.mercId,
    acNo: ACCOUNT_NUMBER[merchant.mercId] ?? `10020044${merchant.mercId.slice(1)}`,
    acNm: merchant.mercNm,
    balance: OPENING_BALANCE[merchant.mercId] ?? 0,
  }));

/** The owner tops up from their own M-PESA number and the shop's Airtel line; the others have added none yet. */
export const makePaymentMobiles = (): PaymentMobile[] => {
  const owner = DEMO_USERS.find((user) => user.mercId === OWNER_MERCHANT_ID && user.superAdmin === 'Y');
  return [
    { mercId: OWNER_MERCHANT_ID, mblNo: owner?.mblNoPlain ?? '712345678', operator: 'M-PESA', addDt: '20260914' },
    { mercId: OWNER_MERCHANT_ID, mblNo: '733481207', operator: 'Airtel Money', addDt: SEED_TODAY },
  ];
};

/**
 * The cards and accounts the merchants top up from: the owner's settlement account (a debit, free), a credit card
 * (with its fee) and an expired debit card the bank marks invalid; the agrovet's settlement account.
 */
export const makeTopUpCards = (): TopUpCard[] => [
  { mercId: OWNER_MERCHANT_ID, cardNo: 'Equity Bank ···4821', bankNm: 'Equity Bank', cardTyp: '0', validFlg: '1' },
  { mercId: OWNER_MERCHANT_ID, cardNo: 'KCB Visa Credit ···7305', bankNm: 'KCB Bank', cardTyp: '1', validFlg: '1' },
  { mercId: OWNER_MERCHANT_ID, cardNo: 'Co-op Bank Debit ···1160', bankNm: 'Co-operative Bank', cardTyp: '0', validFlg: '0' },
  { mercId: PENDING_MERCHANT_ID, cardNo: 'KCB Bank ···0937', bankNm: 'KCB Bank', cardTyp: '0', validFlg: '1' },
];
