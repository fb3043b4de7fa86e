// Records as the embedded backend keeps them. Field names are the wire names of spec 000 §3; amounts are integer
// KES minor units (cents), dates yyyyMMdd and times HHmmss, as the provider's server sends them.
import type { PricedLine } from '../checkout/totals';
import type { Approval, BeneficiaryGroup, BillAccount, BillPlan, Loan, LoanCalculation, Mandate, StandingOrder, SubMerchant } from '../../src/generated/types';
import type { RegisterStep } from '../../src/config/registerSteps';

export type YesNo = 'Y' | 'N';

/** A person who can log in: a merchant owner (by mobile number) or a staff sub-account (by username). */
export interface UserAccount {
  usrNo: string;
  /** Mobile number, 9 national digits (e.g. 712345678). */
  mblNoPlain: string;
  /** Staff username for staff sub-accounts (userIdType S); owners log in by mobile (userIdType P). */
  loginName?: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Plain text only inside the mock; the console only ever sends it RSA-encrypted. */
  password: string;
  /** 4-digit transacting PIN, plain text only inside the mock. */
  pin: string;
  mercId: string;
  /** funcNo permission codes of spec 001 §6 granted to this user. */
  funcNos: string[];
  roleName: string;
  idUploadFlag: YesNo;
  businessSetupStatus: YesNo;
  planFlag: YesNo;
  /** KYC: status 00 failed, 01 pending, 02 passed; level 00/01/02. */
  kycSts: '00' | '01' | '02';
  kycLevel: '00' | '01' | '02';
  /** The identity check of the owner's ID (PelezaCheck): init once the ID is given, process while it runs. Absent in the seed: derived from kycSts. */
  pelezaSts?: 'init' | 'fail' | 'process' | 'success';
  superAdmin: YesNo;
  /**
   * A registration under way: the next step still to do (src/config/registerSteps.ts), saved as each step
   * is done; absent once registration is complete (and on every seeded account).
   */
  registerStep?: RegisterStep;
  /** The owner's ID document given at registration (01 national ID, 00 passport) and its number. */
  idType?: '00' | '01';
  idNo?: string;
}

export interface Merchant {
  mercId: string;
  mercNm: string;
  mercAbbr: string;
  mercTyp: string;
  mainFlag: YesNo;
  ciNo: string;
  /** Business type 0 sole unregistered, 1 sole registered, 2 partnership, 3 limited company. */
  businessType: '0' | '1' | '2' | '3';
}

export interface Store {
  storeId: string;
  mercId: string;
  storeName: string;
  headOffFlg: YesNo;
  /** Store-front status: open or close. */
  mshpSts: 'open' | 'close';
  /** N open/normal, C closed (terminated or suspended). */
  storeStatus: 'N' | 'C';
  /** Published to discover: Y published, N unpublished, R revoked. */
  pushFlg: 'Y' | 'N' | 'R';
  county: string;
  city: string;
  street: string;
  residence: string;
  region: string;
  addressDetails: string;
  mblNo: string;
  email: string;
  contactPerson: string;
  description: string;
  useMainInventory: YesNo;
  useMainCustomers: YesNo;
  useMainBeneficiaries: YesNo;
  createDt: string;
}

export interface Till {
  tillNo: string;
  tillName: string;
  storeId: string;
  mercId: string;
  /** Balance in minor units. */
  balance: number;
  /** 0 activated, 1 deactivated. */
  status: '0' | '1';
  /** Receive flag: 1 open, 0 closed. */
  rcvFlg: '0' | '1';
  /** Till settlement method: 0 real time, 1 scheduled end of day, 2 manual, 3 balance threshold. */
  stlMethod: '0' | '1' | '2' | '3';
}

/** A category, or a sub-category under parentId (schemas/category.schema.json). */
export interface Category {
  categoryId: string;
  mercId: string;
  categoryNm: string;
  categoryDesc: string;
  parentId: string;
  level: '1' | '2';
  /** Place among the categories of the same parent, from 1. */
  arrangeOrder: number;
  /** The parent's place and its own ("002.001"): the list's tree order. */
  arrangePath: string;
  goodsCount: number;
  /** Y on shelf, N off shelf: its items are not sold, each keeping its own shelfFlg. */
  shelfFlg: 'Y' | 'N';
}

/** A promotion (schemas/promotion.schema.json); money in minor units. */
export interface Promotion {
  proId: string;
  mercId: string;
  proNm: string;
  proDesc: string;
  proImg?: string;
  proTyp: '01' | '02' | '03';
  startDt: string;
  startTm?: string;
  endDt: string;
  goodsIds: string[];
  discountTyp?: 'P' | 'A' | 'B';
  discountValue?: number;
  minOrderAmt?: number;
  priceBreaks?: { minOrderAmt: number; offAmt: number }[];
  giftNm?: string;
  giftImg?: string;
  couponAmt?: number;
  couponCount?: number;
  cashbackPct?: number;
  payCode?: string;
  staticQr?: string;
  dealTyp?: 'ONE_TIME' | 'LIMITED_TIME';
  dealAmt?: number;
  originalAmt?: number;
  usageTimes?: number;
  dealDuration?: number;
  status: '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08';
  createDt: string;
  /** When the merchant last sent it for review (mocks/resources/review.ts); none on seeded ones. */
  submitDt?: string;
  submitTm?: string;
}

/** A push message (schemas/pushMessage.schema.json); money in minor units. */
export interface PushMessage {
  pushId: string;
  mercId: string;
  title: string;
  msgTyp: '01' | '02' | '03' | '04';
  proId: string;
  content: string;
  posterImg?: string;
  targetReach: '01' | '02';
  /** Target reach 01 only. */
  custIds?: string[];
  gender: '' | 'M' | 'F';
  ageMin?: number;
  ageMax?: number;
  mblNos: string;
  msgChannel: ('S' | 'E' | 'A')[];
  frequency: 'O' | 'D' | 'W' | 'M';
  quantity: number;
  startDt: string;
  endDt: string;
  sendSts: 'RU' | 'RW' | 'RS' | 'RF' | 'SP' | 'SS' | 'SF';
  recipients: number;
  totalCost: number;
  createDt: string;
  /** When the merchant last sent it for review (mocks/resources/review.ts); none on seeded ones. */
  submitDt?: string;
  submitTm?: string;
}

/** A store's inventory item (schemas/inventoryItem.schema.json); money in minor units. */
export interface InventoryItem {
  goodsId: string;
  mercId: string;
  storeId: string;
  goodsNm: string;
  categoryId: string;
  subCategoryId: string;
  barcode: string;
  sku: string;
  brand: string;
  stock: number;
  images: string[];
  buyPrice: number;
  sellPrice: number;
  goodsDesc: string;
  minStock: number;
  notifyMethod: '01' | '02' | '03';
  notifyFreq: 'd' | 'w' | 'm';
  discountNm: string;
  discountTyp: '' | 'P' | 'A';
  discountValue?: number;
  vatAmt: number;
  shelfFlg: 'Y' | 'N';
  invSts: '0' | '1' | '2' | '3' | '4' | '5';
  updateDt: string;
}

/** One change of an item's stock (schemas/inventoryMovement.schema.json). */
export interface InventoryMovement {
  moveId: string;
  goodsId: string;
  mercId: string;
  storeId: string;
  /** 01 item added, 02 changed by hand, 03 bulk import. */
  moveTyp: '01' | '02' | '03';
  changeQty: number;
  stockAfter: number;
  oprNm: string;
  moveDt: string;
  moveTm: string;
}

export interface Staff {
  staffId: string;
  mercId: string;
  firstName: string;
  lastName: string;
  mblNo: string;
  email: string;
  /** 01 national ID, 00 passport; '' for an invited member, who gives it when joining (so too idNo, hireDt, loginName). */
  idType: '00' | '01' | '';
  idNo: string;
  salesCode: string;
  position: string;
  bankName: string;
  acNo: string;
  bankBranch: string;
  birthDt: string;
  hireDt: string;
  /** Operator status: P pending until the first sign-in, A activated, S suspended (frozen), D deleted. */
  status: 'A' | 'P' | 'S' | 'D';
  /** Y while the member's invitation is outstanding (InviteStaff), N otherwise. */
  inviteFlg: 'Y' | 'N';
  /** The staff username the member signs in with (user id type S). */
  loginName: string;
  /** The member's sub-account (UserAccount.usrNo); '' until its first password is sent. */
  usrNo: string;
  roleName: string;
  /** The functions (permission codes) the member's sub-account holds. */
  funcNos: string[];
  storeIds: string[];
  createDt: string;
}

/** A role the staff form offers (QueryRoleList): a name and the functions it holds. */
export interface StaffRole {
  roleId: string;
  mercId: string;
  roleName: string;
  funcNos: string[];
}

export interface Customer {
  custId: string;
  mercId: string;
  storeId: string;
  firstName: string;
  middleName: string;
  surname: string;
  mblNo: string;
  email: string;
  gender: 'M' | 'F';
  birthDt: string;
  anniversaryDt: string;
  note: string;
  /** Y when the customer is on the blacklist. */
  blackFlg: YesNo;
  /** Why and when the customer was blacklisted ('' while not blacklisted). */
  blackRsn: string;
  blackDt: string;
  createDt: string;
}

export interface Ticket {
  ticketNo: string;
  mercId: string;
  title: string;
  /** Issue type, free text category such as 'Payments', 'Settlement', 'Account'. */
  issueType: string;
  description: string;
  /** Respond channel: S SMS, E email, P phone call. */
  respondChannel: 'S' | 'E' | 'P';
  contactInfo: string;
  /** 0 unresolved, 1 addressed, 2 in progress, 3 cancel. */
  status: '0' | '1' | '2' | '3';
  requestDt: string;
  requestTm: string;
  respondDt: string;
  respondTm: string;
}

export interface Notification {
  messId: string;
  usrNo: string;
  /** 0 plain notice, L loan notice with a view-more link, 1 split bill. */
  messTyp: '0' | 'L' | '1';
  messTitle: string;
  messText: string;
  messPic: string;
  readFlg: YesNo;
  sndDt: string;
  sndTm: string;
  ordNo: string;
  /** Amount in minor units, as text (the spec's rmk). */
  rmk: string;
}

/** The order behind a split-bill notification (spec 000 §3 "Split order detail"): what this user owes whom. */
export interface SplitOrder {
  orderNo: string;
  /** yyyyMMdd the split was requested; QuerySplitOrderDetail looks an order up by number and date. */
  orderDate: string;
  /** The user who was asked to pay. */
  usrNo: string;
  /** 0 or 2 payable (2: an earlier attempt failed), 1 paid. */
  orderPaymentStatus: '0' | '1' | '2';
  /** Amount in minor units. */
  payAmt: number;
  /** Who receives the payment: 9 national digits and a name. */
  rcvMblNo: string;
  rcvNm: string;
}

export interface Beneficiary {
  bnfUsrNo: string;
  mercId: string;
  bnfName: string;
  bnfMblNo: string;
  /** Channel code, e.g. 28 provider wallet, 44 mobile money, 41 EFT, 42 RTGS. */
  rcvCnl: string;
  /** 1 mobile, 2 bank. */
  rcvTyp: '1' | '2';
  rcvBnkNm: string;
  rcvAcNo: string;
  headImgUrl: string;
  /** What some channels add (resources/beneficiaries.json): a branch, a Visa card's expiry, SWIFT's code and address. */
  bnkBranch?: string;
  cardExpDt?: string;
  swiftCode?: string;
  bnfStreet?: string;
  bnfResidence?: string;
  bnfCity?: string;
  bnfState?: string;
  bnfCountry?: string;
  bnfPostalAddress?: string;
}

/** A goods line of a sale: amounts in minor units, goodsAmount = goodsPrice × goodsQty. */
export interface SalesOrderLine {
  goodsNm: string;
  goodsQty: number;
  goodsPrice: number;
  goodsAmount: number;
}

/** The spec's order screens (001 §4), by their route names (000 §2), and the two states no screen lists. */
export type OrderScreen = 'newOrders' | 'onGoing' | 'picked' | 'completed' | 'suspended' | 'waitingForRefund' | 'refund' | 'refunded' | 'cancelled' | 'notPaid';

/** Money into the store for an order (c) or back to its customer (d), minor units. */
export interface OrderPayment {
  dcFlg: 'c' | 'd';
  payTyp: SalesOrder['payTyp'];
  payAmt: number;
  payDt: string;
  payTm: string;
}

/**
 * A sale made at a store's checkout (a goods order, spec 000 §3 "Order and checkout"), as the Service Portal reviews
 * and reverses it. Amounts in minor units; totalAmount = subTotalAmount − offerDiscountAmount − couponCodeAmount, VAT
 * (16 %) included in it.
 */
export interface SalesOrder {
  orderNo: string;
  mercId: string;
  storeId: string;
  orderDt: string;
  orderTm: string;
  /** Empty for a walk-in customer who gave no name or number. */
  custNm: string;
  custMblNo: string;
  operNm: string;
  /** Checkout payment type: 0001 mobile money, 0002 QR code, 0003 card scan, 0008 cash, 0012 pay code. */
  payTyp: '0001' | '0002' | '0003' | '0008' | '0012';
  /**
   * The goods order payment status (001 §4): WP waiting pay, PS paid, U1 initialised, FP failed, HS suspended, WR
   * waiting refund, MR manual (part) refund, SR refunded; and the checkout's PR part payment.
   */
  orderSts: 'WP' | 'PS' | 'U1' | 'FP' | 'HS' | 'WR' | 'MR' | 'SR' | 'PR';
  /** The goods order accept status (001 §4): NO new, OG ongoing, PD picked, CP completed, SP suspended, CL cancelled, U1 initialised. */
  acceptSts: 'U1' | 'NO' | 'OG' | 'PD' | 'CP' | 'SP' | 'CL';
  /** The order screen that lists it, worked out from the two statuses (mocks/db/orderScreens.ts). */
  orderScreen: OrderScreen;
  /** Given back (MR part, SR all), or asked back while the refund waits (WR); minor units. */
  refundAmount: number;
  /** The payment (c) and each refund (d). */
  payList: OrderPayment[];
  subTotalAmount: number;
  offerDiscountAmount: number;
  couponCodeAmount: number;
  vatAmount: number;
  totalAmount: number;
  goodsList: SalesOrderLine[];
  /** Set when the sale is reversed (SR, MR): refund reason 01–08 and when. */
  refundReason: string;
  /** Why the store turned down the customer's last refund request. */
  refundRejectReason?: string;
  refundDt: string;
  refundTm: string;
}

/**
 * One order in the merchant's wallet history (StatisticsOrderList / QueryOrderDetail, spec 002 §7.4). The codes
 * are the spec's (000 §3 order type, order status, payment type, debit/credit); the field names are the console's
 * (schemas/transaction.schema.json).
 */
export interface Transaction {
  orderNo: string;
  mercId: string;
  /** yyyyMMdd and HHmmss. */
  txDt: string;
  txTm: string;
  orderTyp: string;
  /** c money in (credit), d money out (debit). */
  dcFlg: 'c' | 'd';
  /** Amount and fee in minor units. */
  txAmt: number;
  fee: number;
  orderSts: '00' | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09';
  payType: string;
  /** The counterparty: name, 9-digit mobile ('' when none), account/till/meter number ('' when none), bank or service. */
  oppNm: string;
  oppMblNo: string;
  oppAcNo: string;
  oppBnkNm: string;
  remark: string;
}

/** A merchant's wallet account (mocks/ledger.ts): what Finance → Money shows; balance in minor units. */
export interface MerchantAccount {
  mercId: string;
  acNo: string;
  acNm: string;
  balance: number;
}

/** A mobile-money number the merchant tops up from (PaymentMobileList), 9 national digits. */
export interface PaymentMobile {
  mercId: string;
  mblNo: string;
  /** The mobile-money service the number belongs to (M-PESA, Airtel Money, T-Kash). */
  operator: string;
  addDt: string;
}

/** One recipient of a transfer: a mobile number, or a bank account (by SWIFT with the beneficiary's address). */
export interface TransferRow {
  rcvCnl: string;
  rcvNm: string;
  rcvMblNo?: string;
  rcvBnkNm?: string;
  rcvAcNo?: string;
  swiftCode?: string;
  street?: string;
  residence?: string;
  city?: string;
  country?: string;
  state?: string;
  postalAddress?: string;
  /** Minor units. */
  amount: number;
  fee: number;
}

/** A transfer (mocks/actions/transfers.ts): order type 20 transfer, 25 split bill, 26 transfer to multiple. */
export interface TransferOrder {
  orderNo: string;
  mercId: string;
  usrNo: string;
  orderTyp: '20' | '25' | '26';
  /** Transaction type id (000 §3): 104 bank, 106 interbank instant, 110 send money and to many. */
  txTyp: string;
  /** Transfer type code (000 §3). */
  trfTyp: string;
  srcFund: string;
  remark: string;
  txDt: string;
  txTm: string;
  /** S paid, W waiting for approval, F failed (refused once approved). */
  payStatus: 'S' | 'W' | 'F';
  approvalId?: string;
  rows: TransferRow[];
}

/**
 * An order of the home page's payments (mocks/actions/homePayments.ts): a withdrawal from the wallet (order type 28,
 * transaction type 132) or a request to pay sent to a customer (24, 131). Amounts in minor units.
 */
export interface HomePayOrder {
  orderNo: string;
  mercId: string;
  usrNo: string;
  orderTyp: '24' | '28';
  txTyp: '131' | '132';
  trfTyp: string;
  remark: string;
  txDt: string;
  txTm: string;
  /** P waiting for the customer (request to pay), S success, F failed. */
  payStatus: 'P' | 'S' | 'F';
  amount: number;
  fee: number;
  rcvCnl: string;
  rcvNm: string;
  rcvMblNo: string;
  rcvBnkNm: string;
  rcvAcNo: string;
  /** Request to pay: when the customer answers, and when an unanswered request expires (mock clock, ms). */
  answersAt: number;
  expiresAt: number;
  /** Locale key of why it failed. */
  failKey: string;
}

/** A bank card or account the merchant tops up from (spec 002 §7.4 QueryTopupBankCards; top-up type 0). */
export interface TopUpCard {
  mercId: string;
  /** Masked to its last four, as the spec's card mask (001 §10); it names the card in TopUpPreOrder. */
  cardNo: string;
  bankNm: string;
  /** 000 §3 card type: 0 debit, 1 credit. */
  cardTyp: '0' | '1';
  /** 000 §3 top-up card flag: 1 valid, 0 invalid (expired or blocked by the bank). */
  validFlg: '0' | '1';
}

/** A top-up (TopUpPreOrder → Topup → QueryTopupStatus), by mobile money or from a linked card; amounts in minor units. */
export interface TopUpOrder {
  orderNo: string;
  mercId: string;
  usrNo: string;
  /** 000 §3 top-up type: 0 bank card, 1 mobile-money wallet. */
  topUpTyp: '0' | '1';
  /** The number a mobile-money top-up comes from; '' for a card. */
  mblNo: string;
  /** The card a card top-up comes from; '' for mobile money. */
  cardNo: string;
  amount: number;
  fee: number;
  /** Spec 001 §2 top-up order: U created (not yet pushed), P processing, S success, F fail. */
  status: 'U' | 'P' | 'S' | 'F';
  /** When the customer's (simulated) answer comes, ms on the mock's clock; 0 when not pushed. */
  settlesAt: number;
  createDt: string;
  createTm: string;
  /** Why it failed, a message key. */
  failKey?: string;
}

/** A device a user has logged in from (spec 000 §3 "Login device"): per user, so no mercId. */
export interface Device {
  deviceId: string;
  usrNo: string;
  deviceName: string;
  imei: string;
  lastLoginDt: string;
  lastLoginTm: string;
  /** 1 in use (the device of a live session), 0 unused. */
  useSts: '1' | '0';
  /** Y trusted (bound), N unbound (removed). */
  bindSts: YesNo;
}

/** A till settlement (schemas/settlement.schema.json); amounts in minor units. */
export interface Settlement {
  stlNo: string;
  mercId: string;
  stlDt: string;
  stlTm: string;
  tillNo: string;
  stlMethod: Till['stlMethod'];
  stlAmt: number;
  feeAmt: number;
  netAmt: number;
  rcvAcInf: string;
  /** 09 processing, 02 success, 03 fail (order-status codes). */
  stlSts: '09' | '02' | '03';
}

/** An instant payment notification posted to the merchant's notify URL (schemas/ipnNotification.schema.json). */
export interface IpnNotification {
  ipnId: string;
  mercId: string;
  txJrnNo: string;
  txAmt: number;
  payerNm: string;
  payerMblNo: string;
  tillNo: string;
  ntfUrl: string;
  httpSts: string;
  /** The last attempt's date and time. */
  sndDt: string;
  sndTm: string;
  /** S delivered, F failed. */
  ntfSts: 'S' | 'F';
  /** Failed only: T timeout, C connection refused, H error status, L certificate rejected, A not acknowledged. */
  failRsn: '' | 'T' | 'C' | 'H' | 'L' | 'A';
  attemptCnt: number;
}

export interface StoredFile {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The bytes, base64: IndexedDB and JSON both keep it as it is. */
  base64: string;
  /** Who uploaded it ('' before sign-in, through merchantUpload). */
  usrNo: string;
  /** The merchant it belongs to: the uploader's, or the first to name it in a record when uploaded before sign-in. */
  mercId: string;
  /** When it arrived (mock clock): an upload before sign-in that no record claims is removed after an hour. */
  uploadedAt: number;
}

/** A checkout goods order (spec 000 §3 "Order and checkout"), as the quick sale records it for later lists. */
export interface GoodsOrder {
  orderNo: string;
  mercId: string;
  storeId: string;
  /** The cashier who rang it up. */
  usrNo: string;
  /** Lines without inventory, unit price and line amount in minor units. */
  goodsList: PricedLine[];
  discountType?: 'P' | 'A';
  discountVal?: number;
  subTotalAmount: number;
  offerDiscountAmount: number;
  /** VAT rate applied, percent. */
  vat: number;
  vatAmount: number;
  totalAmount: number;
  /** Checkout payment type (0008 cash, 0001 mobile money…), '' until a payment is started. */
  payType: string;
  payMblNo: string;
  /** Cash handed over and change given, minor units (cash only). */
  rcvAmount: number;
  changeAmount: number;
  /** Checkout goods order status (spec 001 §3): U1 initialised, WP waiting pay, PS paid, FP failed; HS suspended (payment status). */
  ordSts: 'U1' | 'WP' | 'HS' | 'PS' | 'FP' | 'MR' | 'SR' | 'PR';
  /** Accept status: CP completed when paid, CL cancelled when closed unpaid. */
  acceptSts: 'U1' | 'CP' | 'CL';
  /** Locale key (messages.*) of why the payment failed. */
  failKey: string;
  /** When a pending mobile-money push is answered (mock clock, ms); 0 when none is pending. */
  settlesAt: number;
  createDt: string;
  createTm: string;
  payDt: string;
  payTm: string;
  /** Where SendReceiptAndInvoice sent the receipt (e-mail addresses and national mobile digits). */
  receiptsSentTo: string[];
  /** Inventory sale: what the lines' promotions took off, the coupon and its amount, prices with VAT included. */
  promotionAmount?: number;
  couponCode?: string;
  couponCodeAmount?: number;
  vatIncluded?: boolean;
  /** QR code (0002) and pay code (0012): what the customer pays with. */
  qrContent?: string;
  payCode?: string;
  /** Scan (0003): the customer's payment code read at the till. */
  authCode?: string;
  /** A paid sale's items have left the shelves. */
  stockTaken?: boolean;
}

/** A deal on the deal-discovery service (its own REST names, spec 000 §3 Promotion "Deal"); owned by merchantId. */
export interface Deal {
  id: string;
  merchantId: string;
  name: string;
  description: string;
  dealType: 'ONE_TIME' | 'LIMITED_TIME';
  /** KES minor units. */
  amount: number;
  originalAmount: number;
  usageTimes: number;
  /** Days a limited-time deal runs; absent for one-time deals. */
  duration?: number;
  status: 'ACTIVE' | 'PAUSED' | 'UNDER_REVIEW' | 'REJECTED' | 'EXPIRED' | 'DRAFT';
  startDate: string;
  endDate: string;
  createdDate: string;
}

/** A customer's order of a deal (schemas/dealOrder.schema.json); the code is the customer's, shown at the shop. */
export interface DealOrder {
  id: string;
  merchantId: string;
  dealId: string;
  dealName: string;
  customerName: string;
  /** 9 national digits. */
  customerMobile: string;
  /** KES minor units. */
  amount: number;
  /** The redemption code (eight digits): never in the merchant's lists. */
  code: string;
  status: 'PAID' | 'REDEEMED' | 'REJECTED';
  orderDate: string;
  redeemedDate?: string;
}

/** A business being set up or set up; see schemas/businessSetup.schema.json. Fields not filled in are ''. */
export interface BusinessSetupRecord {
  mercId: string;
  step: 'type' | 'form' | 'stakeholders' | 'bank' | 'done';
  businessType: Merchant['businessType'] | '';
  ocrFlg: YesNo;
  mercNm: string;
  industry: string;
  sector: string;
  description: string;
  businessPhoto: string;
  county: string;
  city: string;
  street: string;
  taxPin: string;
  ciNo: string;
  regCert: string;
  certIncorporation: string;
  cr12: string;
  llp2: string;
  bankCode: string;
  branchCode: string;
  acNm: string;
  acNo: string;
}

/** An owner, director or partner of a business; see schemas/stakeholder.schema.json. */
export interface StakeholderRecord {
  stakeholderId: string;
  mercId: string;
  firstName: string;
  middleName?: string;
  surname: string;
  mblNo: string;
  email?: string;
  idNo: string;
  designation: '0' | '1' | '2' | '3';
  share: number;
  idFrontImg: string;
  idBackImg: string;
  blockSts: '0' | '1';
}

/** A paid plan: from when, until when (wire dates). */
export interface SubscriptionRecord {
  mercId: string;
  planId: string;
  startDt: string;
  endDt: string;
}

/** A merchant's business information (QueryBusinessInfo), one per merchant; see schemas/businessInfo.schema.json. */
export interface BusinessInfo {
  mercId: string;
  mercNm: string;
  mercAbbr: string;
  businessType: Merchant['businessType'];
  industry: string;
  sector: string;
  description: string;
  altMblNo: string;
  county: string;
  city: string;
  street: string;
  taxPin: string;
  ciNo: string;
  /** 0 approved, 1 a change under review (approval takes up to 24 hours). */
  auditSts: '0' | '1';
  auditSubmitDt: string;
  auditSubmitTm: string;
}

/** Where a merchant's instant payment notifications go (QueryIPNInfo), once set up; see schemas/ipnConfig.schema.json. */
export interface IpnConfig {
  mercId: string;
  notifyUrl: string;
  ipnFlg: YesNo;
  /** The signing key, made by the server on the first save. */
  ipnKey: string;
  updateDt: string;
}

/** A merchant's sales tax setting (QuerySalesTax); see schemas/salesTax.schema.json. */
export interface SalesTaxRecord {
  mercId: string;
  vatFlg: YesNo;
  vatNo?: string;
  vatRate?: '16' | '8' | '0';
  priceInclVat?: YesNo;
  effDt?: string;
  updateDt: string;
}

/** What a merchant's storefront tells shoppers (QueryStoreFront); see schemas/storefront.schema.json. */
export interface StorefrontRecord {
  mercId: string;
  payMethods: string[];
  address: string;
  openDays: string[];
  openTm: string;
  closeTm: string;
  /** goodsIds of the store's items on shelf, shown first. */
  productItems?: string[];
  returnPolicy?: string;
  contactMblNo: string;
  email?: string;
  facebookUrl?: string;
  instagramUrl?: string;
  twitterUrl?: string;
  updateDt: string;
}

/** A shopper's review of a storefront and the merchant's reply (ListMerchantComment). */
export interface StorefrontReviewRecord {
  commentId: string;
  mercId: string;
  usrNm: string;
  commentDt: string;
  rate: '1' | '2' | '3' | '4' | '5';
  description: string;
  replyFlg: YesNo;
  replyTxt?: string;
  replyDt?: string;
}

/** One change a person made (resources/auditTrail.json): written by mocks/auditTrail.ts as each change succeeds. */
export interface AuditTrailRecord {
  auditId: string;
  mercId: string;
  oprNm: string;
  oprNo: string;
  optTyp: string;
  optAction: string;
  optObj?: string;
  txAmt?: number;
  optDt: string;
  optTm: string;
  deviceId: string;
}

/** A merchant's regional settings (resources/globalization.json); see schemas/globalization.schema.json. */
export interface GlobalizationRecord {
  mercId: string;
  ctryCd: string;
  addrFmt: string;
  ccy: string;
  dateFmt: string;
  timeFmt: string;
  timeZone: string;
  lang: string;
  updateDt: string;
}

/** A merchant's Pesalink alias, once registered (mocks/actions/pesalink.ts); none: not registered. */
export interface PesalinkRecord {
  mercId: string;
  aliasMblNo: string;
  acNo: string;
  regSts: YesNo;
  regDt: string;
}

/** A mandate as the server keeps it: the merchant's. */
export type MandateRecord = Mandate & { mandateId: string; mercId: string };

/** A named set of the merchant's beneficiaries (resources/beneficiaryGroups.json). */
export type BeneficiaryGroupRecord = BeneficiaryGroup & { groupId: string; mercId: string; bnfUsrNos: string[]; memberCount: number; createDt: string };

/**
 * A standing order (resources/standingOrders.json). While an addition, amendment or deletion waits for approval
 * (approvalId), prevSts keeps the status it had before and pendingChange the amendment asked for.
 */
export type StandingOrderRecord = StandingOrder & {
  soNo: string;
  mercId: string;
  soSts: NonNullable<StandingOrder['soSts']>;
  prevSts?: NonNullable<StandingOrder['soSts']>;
  pendingChange?: Record<string, unknown>;
};

/** A saved bill account and a regular bill as the server keeps them: the merchant's. */
export type BillAccountRecord = BillAccount & { billAcId: string; mercId: string; crtDt: string };
export type BillPlanRecord = BillPlan & { planNo: string; mercId: string; planSts: 'W' | 'A'; crtDt: string };

/** A business the merchant collects for under its own till (resources/subMerchants.json). */
export type SubMerchantRecord = SubMerchant & {
  subMercId: string;
  mercId: string;
  tillNo: string;
  subMercSts: '1' | '0';
  createDt: string;
  /** The sub-merchant's own books (a merchant with mainFlag N), opened the first time someone switches to its account. */
  booksMercId?: string;
};

/**
 * An approval as the server keeps it: the merchant's, with the mandate's rule and people as they were when the
 * transaction started (a later change of the mandate does not move the goalposts), who started it, and what to
 * carry out once agreed (a transfer's request; none for the seeded ones, which are only marked approved).
 */
export type ApprovalRecord = Omit<Approval, 'decisions'> & {
  approvalId: string;
  /** Who decided, with the staff id (or the owner's user number) the rule counts them by. */
  decisions: ApprovalDecision[];
  mercId: string;
  rule: ApprovalRule;
  /** The initiator: a staff id, or the user number of the owner who started it. */
  initiatorId: string;
  carryOut?: {
    action: 'TransferPay' | 'ApprovalTransferManyPay' | 'ActivateOverdraft' | 'SubmitLoanApply' | 'SubmitLoanTopUpApply' | 'SubmitLoanRestApply' | 'AddStandingOrder' | 'EditStandingOrder' | 'DeleteStandingOrder' | 'CreateBillPlan' | 'EditBillPlan' | 'DeleteBillPlan' | 'CreateUtilityBillOrder' | 'PayMerchantCode' | 'OfferTip';
    usrNo: string;
    body: Record<string, unknown>;
  };
};

/**
 * A loan application and, once its offer is accepted, the loan (mocks/actions/loans.ts): what was applied for, where it
 * stands (schemas/loan.schema.json loanSts), the e-mailed reference number and when it was sent, the server's
 * calculation fixed when the offer was made, and how much has been repaid.
 */
export type LoanBookEntry = Loan & {
  loanNo: string;
  mercId: string;
  usrNo: string;
  loanSts: NonNullable<Loan['loanSts']>;
  applyDt: string;
  applyTm: string;
  approvalId?: string;
  rjtRsn?: string;
  referNo?: string;
  /** When the offer was e-mailed (mock clock, ms): it expires 7 days later. */
  offerSentAt?: number;
  acceptDt?: string;
  calculation?: LoanCalculation;
  /** Repaid on the current schedule (calculation). */
  repaidAmt: number;
  /** Repaid on the schedules a top-up or restructure replaced. */
  repaidBefore?: number;
  /** A top-up (loan type 04) or restructure (03) waiting for approval under an account mandate. */
  pending?: PendingLoanChange;
};

export interface PendingLoanChange {
  loanTyp: '03' | '04';
  approvalId: string;
  /** The top-up's amount, or the principal a restructure puts on a new schedule. */
  amount: number;
  /** The request as submitted (SubmitLoanTopUpApply or SubmitLoanRestApply), carried out once approved. */
  request: Record<string, unknown>;
  applyDt: string;
}

/**
 * A merchant's loan limit once it differs from the standard one, and its latest request to boost it: P waiting
 * for the lender's review (a day on the mock's clock), A granted, C cancelled by the merchant.
 */
export interface LoanLimitRecord {
  mercId: string;
  loanLmt: number;
  boost?: { boostNo: string; boostLmt: number; boostSts: 'P' | 'A' | 'C'; applyAt: number; applyDt: string };
}

export type ApprovalDecision = NonNullable<Approval['decisions']>[number] & { oprId: string; oprStage: '01' | '02' };

/** The part of a mandate an approval follows. */
export interface ApprovalRule {
  mmdTyp: Mandate['mmdTyp'];
  mmdRul: Mandate['mmdRul'];
  authorisers: string[];
  approvers: string[];
  /** Everyone named on the mandate (initiators and viewers too): the Any rule's people. */
  named: string[];
}

export interface MockDatabase {
  /** Bumped whenever the shape or the seed changes, so persisted browser data from an older build is replaced. */
  schemaVersion: number;
  merchants: Merchant[];
  users: UserAccount[];
  stores: Store[];
  tills: Till[];
  staff: Staff[];
  staffRoles: StaffRole[];
  /** The merchants' categories and sub-categories (resources/categories.json). */
  categories: Category[];
  /** Each store's inventory (resources/inventory.json). */
  inventoryItems: InventoryItem[];
  /** Every change of an item's stock, newest first (resources/inventoryMovements.json). */
  inventoryMovements: InventoryMovement[];
  /** The merchants' promotions (resources/promotions.json). */
  promotions: Promotion[];
  /** The merchants' push messages (resources/pushMessages.json). */
  pushMessages: PushMessage[];
  customers: Customer[];
  tickets: Ticket[];
  notifications: Notification[];
  splitOrders: SplitOrder[];
  beneficiaries: Beneficiary[];
  /** The merchants' beneficiary groups (resources/beneficiaryGroups.json). */
  beneficiaryGroups: BeneficiaryGroupRecord[];
  /** The merchants' standing orders (resources/standingOrders.json). */
  standingOrders: StandingOrderRecord[];
  transactions: Transaction[];
  /** The merchants' wallet accounts and their balances (mocks/ledger.ts). */
  accounts: MerchantAccount[];
  /** The mobile-money numbers each merchant tops up from. */
  paymentMobiles: PaymentMobile[];
  topUpCards: TopUpCard[];
  /** Top-ups by mobile money, newest last. */
  topUpOrders: TopUpOrder[];
  /** Transfers sent from Finance → Transfer (one row each, or many for a transfer to many), newest last. */
  transferOrders: TransferOrder[];
  homePayOrders: HomePayOrder[];
  devices: Device[];
  settlements: Settlement[];
  ipnNotifications: IpnNotification[];
  /** Checkout goods orders, newest last (filled by the quick sale; a Service Portal list can read them). */
  goodsOrders: GoodsOrder[];
  salesOrders: SalesOrder[];
  /** The deal-discovery service's deals (served over REST, not named actions). */
  deals: Deal[];
  /** What customers bought of those deals, each with its redemption code. */
  dealOrders: DealOrder[];
  businessInfos: BusinessInfo[];
  /** Each merchant's business setup: the step reached and what was filled in (mocks/actions/businessSetup.ts). */
  businessSetups: BusinessSetupRecord[];
  /** The businesses' owners, directors and partners (resources/stakeholders.json). */
  stakeholders: StakeholderRecord[];
  /** The plan each merchant has paid for (mocks/actions/subscription.ts); none: no plan yet. */
  subscriptions: SubscriptionRecord[];
  /** Empty until a merchant first saves its IPN configuration (SaveIPNInfo). */
  ipnConfigs: IpnConfig[];
  /** Each merchant's VAT setting, once set (resources/salesTax.json). */
  salesTaxes: SalesTaxRecord[];
  /** What each merchant's storefront tells shoppers, once set (resources/storefront.json). */
  storefronts: StorefrontRecord[];
  /** Shoppers' reviews of the storefronts (resources/storefrontReviews.json). */
  storefrontReviews: StorefrontReviewRecord[];
  /** The changes each merchant's people made, oldest first (resources/auditTrail.json, mocks/auditTrail.ts). */
  auditTrails: AuditTrailRecord[];
  /** Each merchant's regional settings, once set (resources/globalization.json). */
  globalizations: GlobalizationRecord[];
  /** Each merchant's Pesalink alias, once registered (mocks/actions/pesalink.ts). */
  pesalinkRegistrations: PesalinkRecord[];
  /** The merchants' account mandates (resources/mandates.json). */
  mandates: MandateRecord[];
  /** The businesses each merchant collects for under tills of their own (resources/subMerchants.json). */
  subMerchants: SubMerchantRecord[];
  /** Transactions the mandates sent for approval, and those decided (resources/approvals.json). */
  approvals: ApprovalRecord[];
  /** The merchants' saved bill accounts (resources/billAccounts.json). */
  billAccounts: BillAccountRecord[];
  /** The merchants' regular bills (resources/billPlans.json, mocks/resources/billPlanEffects.ts). */
  billPlans: BillPlanRecord[];
  /** The merchants' overdrafts (mocks/overdraftAccount.ts); a merchant without one has not applied (status 01). */
  overdrafts: OverdraftRecord[];
  /** The merchants' loan applications and loans, oldest first (mocks/actions/loans.ts); none seeded. */
  loans: LoanBookEntry[];
  /** Merchants whose loan limit was boosted or who asked for a boost (mocks/loanLimit.ts); the rest have the standard limit. */
  loanLimits: LoanLimitRecord[];
  /** Uploads kept by the file service, by file_id. */
  files: Record<string, StoredFile>;
  /** Current store per user (usrNo → storeId), set at login and by ChangeStore. */
  currentStore: Record<string, string>;
  /** The home page's quick access picks per user (usrNo → menu entry keys, in the order chosen), by AddQuickRange. */
  quickAccess: Record<string, string[]>;
}

export type SeedSize = 'demo' | 'large';

/** One movement of an overdraft: F the access fee charged, U an amount drawn, R a repayment (minor units). */
export interface OverdraftEntry {
  entryTyp: 'F' | 'U' | 'R';
  txAmt: number;
  txDt: string;
  txTm: string;
  txDesc: string;
  outstandingAmt: number;
}

/**
 * A merchant's overdraft (spec 000 §3 Overdraft, 001 Overdraft), amounts in minor units. The offer's reference
 * number is kept here and travels only in the offer e-mail. Outstanding is utilizedAmount plus feeOwed.
 */
export interface OverdraftRecord {
  mercId: string;
  activateStatus: '01' | '02' | '03' | '04' | '05';
  maxAmount: number;
  odApplyAmount: number;
  repayPercent: string;
  email: string;
  referNo: string;
  /** When the offer was made, on the mock clock (ms): it expires 7 days later. */
  offeredAt: number;
  /** When the offer was accepted (ms on the mock clock): the account opening (04) ends a set time later. */
  acceptedAt: number;
  overdraftNo: string;
  overdraftDate: string;
  feeAmt: number;
  /** The part of the access fee not yet repaid. */
  feeOwed: number;
  utilizedAmount: number;
  /** The approval the last activation waits in (or was rejected in), while status is 01. */
  approvalId: string;
  entries: OverdraftEntry[];
}
