// The first demo merchant's data (Mama Wanjiru Traders, the owner's): its records, to see that another merchant's
// call left them as they were, and the identifiers no other account's answer may hold.
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { db } from '../../../mocks/state';

type Row = Record<string, unknown>;

/** Fields that name a record or reach a person: ids, numbers, e-mail, mobile. */
const IDENTIFYING = /^(mercId|merchantId|storeId|custId|ticketNo|orderNo|bnfUsrNo|usrNo|messId|staffId|id|email|mblNo|mblNoPlain|bnfMblNo|stlAcNo|stlCardNo)$/;

const arrays = (): Array<[string, Row[]]> =>
  Object.entries(db() as unknown as Record<string, unknown>).filter((entry): entry is [string, Row[]] => Array.isArray(entry[1]));

const firstMerchantUsers = () => new Set(db().users.filter((user) => user.mercId === OWNER_MERCHANT_ID).map((user) => user.usrNo));

const isFirstMerchants = (row: Row, users: ReadonlySet<string>) =>
  row.mercId === OWNER_MERCHANT_ID || row.merchantId === OWNER_MERCHANT_ID || (!('mercId' in row) && typeof row.usrNo === 'string' && users.has(row.usrNo));

/** Every record of the first merchant, by collection. */
export const firstMerchantRecords = (): Record<string, Row[]> => {
  const users = firstMerchantUsers();
  return Object.fromEntries(arrays().map(([name, rows]) => [name, rows.filter((row) => isFirstMerchants(row, users))]));
};

/** Fields that only name a record (no contact details: a mobile number typed as a callback number names no one's record). */
const RECORD_ID = /^(mercId|merchantId|storeId|custId|ticketNo|orderNo|bnfUsrNo|usrNo|messId|staffId|id)$/;

/** Identifying values of the first merchant's records that no other merchant's record holds (ids only: `idsOnly`). */
export const firstMerchantIdentifiers = (idsOnly = false): string[] => {
  const pattern = idsOnly ? RECORD_ID : IDENTIFYING;
  const users = firstMerchantUsers();
  const own = new Set<string>();
  const others = new Set<string>();
  for (const [, rows] of arrays()) {
    for (const row of rows) {
      const target = isFirstMerchants(row, users) ? own : others;
      for (const [field, value] of Object.entries(row)) if (pattern.test(field) && typeof value === 'string' && value.length >= 5) target.add(value);
    }
  }
  return [...own].filter((value) => !others.has(value));
};
