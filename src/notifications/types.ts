// Wire shapes of the inbox calls (spec 000 §3 Notification, Split order detail, Beneficiary), as the server sends them.

export interface NotificationMessage {
  messId: string;
  usrNo: string;
  /** 0 plain notice, L loan notice with a view-more link, 1 split bill. */
  messTyp: string;
  messTitle: string;
  messText: string;
  messPic: string;
  /** N unread, Y read. */
  readFlg: string;
  /** yyyyMMdd and HHmmss. */
  sndDt: string;
  sndTm: string;
  /** Split bills: the order number and the amount in minor units (rmk). */
  ordNo: string;
  rmk: string;
}

export interface NotificationPage {
  total: number;
  list: NotificationMessage[];
}

export interface SplitOrderDetail {
  orderNo: string;
  orderDate: string;
  /** 0 or 2 payable, 1 paid. */
  orderPaymentStatus: string;
  /** Minor units. */
  payAmt: number;
  rcvMblNo: string;
  rcvNm: string;
}

export interface BeneficiaryOption {
  bnfUsrNo: string;
  bnfName: string;
  bnfMblNo: string;
  rcvCnl: string;
  /** 1 mobile, 2 bank. */
  rcvTyp: string;
  rcvBnkNm: string;
  rcvAcNo: string;
  headImgUrl: string;
}

export interface BeneficiaryPage {
  total: number;
  list: BeneficiaryOption[];
}

export const MESSAGE_TYPE = { plain: '0', loan: 'L', splitBill: '1' } as const;

export const isUnread = (message: NotificationMessage): boolean => message.readFlg === 'N';

/** Spec 001 §4: status 1 is paid; 0 and 2 can still be paid. */
export const isSplitPaid = (order: SplitOrderDetail): boolean => order.orderPaymentStatus === '1';
