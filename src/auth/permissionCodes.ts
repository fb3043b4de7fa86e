// The permission-code table of spec 001 §6: every funcNo a merchant role function list (merRolFuncList) can hold.
// Sub-codes the spec spells out are listed under their parent; where it gives only "(view, manage)" the
// sub-codes follow the numbering it uses elsewhere (xx01 view, xx02 manage).

export interface PermissionCode {
  code: string;
  /** What the code allows, in the spec's words (English; the UI shows locale text, not this). */
  meaning: string;
  parent?: string;
}

const table: Array<[code: string, meaning: string, children?: Array<[string, string]>]> = [
  ['01', 'scan to pay'],
  ['02', 'QR collect'],
  ['03', 'withdraw'],
  ['04', 'pay bills'],
  ['05', 'sales', [['0501', 'view'], ['0502', 'manage'], ['0503', 'refund']]],
  ['06', 'reconciliation'],
  ['07', 'settlement'],
  ['08', 'top-up'],
  ['09', 'transfer'],
  ['10', 'buy goods'],
  ['11', 'beneficiary'],
  ['12', 'transaction history'],
  ['13', 'statement', [['1301', 'generate/view'], ['1302', 'certified request']]],
  ['14', 'standing order'],
  ['15', 'manage cards'],
  ['16', 'overdraft'],
  ['17', 'term loan'],
  ['18', 'investment'],
  ['19', 'goal saving'],
  ['20', 'store', [['2001', 'view'], ['2002', 'manage']]],
  [
    '21',
    'customer',
    [['2101', 'add'], ['2102', 'bulk add'], ['2103', 'send message'], ['2104', 'amend'], ['2105', 'delete'], ['2106', 'view']],
  ],
  ['22', 'inventory', [['2201', 'view'], ['2202', 'manage']]],
  ['23', 'promotions', [['2301', 'view'], ['2302', 'manage']]],
  ['24', 'reports'],
  ['30', 'business info'],
  ['31', 'stakeholders'],
  ['32', 'sub-merchants'],
  ['34', 'other business'],
  ['36', 'staff', [['3601', 'view'], ['3602', 'manage']]],
  [
    '37',
    'more',
    [
      ['3701', 'account mandate'],
      ['3702', 'transaction approval'],
      ['3703', 'sales tax'],
      ['3704', 'audit trail'],
      ['3705', 'Pesalink registration'],
      ['3706', 'subscription plan'],
      ['3707', 'change password'],
      ['3708', 'change PIN'],
      ['3709', 'biometric'],
      ['3710', 'notification management'],
      ['3711', 'app info'],
    ],
  ],
  ['38', 'tills', [['3801', 'add'], ['3802', 'activate/settle']]],
  ['39', 'device management'],
  ['40', 'help'],
  ['41', 'switch account'],
  ['42', 'logout'],
  ['43', 'cashier'],
  ['44', 'profile photo', [['4401', 'view'], ['4402', 'manage']]],
  ['45', 'view balance'],
  ['46', 'wealth'],
  ['1A', 'settled transaction history'],
  ['56', 'IPN configuration'],
  ['57', 'IPN transactions (Success)'],
  ['58', 'IPN failures'],
];

export const PERMISSION_CODES: readonly PermissionCode[] = table.flatMap(([code, meaning, children = []]) => [
  { code, meaning },
  ...children.map(([child, childMeaning]) => ({ code: child, meaning: `${meaning}: ${childMeaning}`, parent: code })),
]);

const known = new Set(PERMISSION_CODES.map((entry) => entry.code));

export const isKnownPermissionCode = (code: string): boolean => known.has(code);

/** Every code, parents and sub-codes: what the owner demo account holds. */
export const ALL_PERMISSION_CODES: readonly string[] = PERMISSION_CODES.map((entry) => entry.code);
