// The owner's storefront as shoppers see it: what it tells them and what they wrote about it. The banner starts
// empty: its pictures are the merchant's own uploads.
import { addDays } from './random';
import { SEED_TODAY } from './seedBasics';
import type { StorefrontRecord, StorefrontReviewRecord } from './types';

export const makeStorefronts = (mercId: string): StorefrontRecord[] => [
  {
    mercId,
    payMethods: ['01', '02', '03'],
    address: 'Moi Avenue, next to Kenya Cinema, Nairobi CBD',
    openDays: ['1', '2', '3', '4', '5', '6'],
    openTm: '073000',
    closeTm: '200000',
    returnPolicy: 'Unopened goods may be returned within 7 days with the receipt.',
    contactMblNo: '712345678',
    email: 'shop@mamawanjiru.co.ke',
    facebookUrl: 'https://facebook.com/mamawanjirutraders',
    updateDt: addDays(SEED_TODAY, -40),
  },
];

type SeedReview = Omit<StorefrontReviewRecord, 'commentId' | 'mercId' | 'commentDt' | 'replyDt'> & { daysAgo: number; replyDaysAgo?: number };

const REVIEWS: SeedReview[] = [
  { usrNm: 'Otieno J.', rate: '5', description: 'Always fresh bread in the morning and quick M-Pesa checkout.', replyFlg: 'N', daysAgo: 1 },
  { usrNm: 'Achieng M.', rate: '2', description: 'Sugar was out of stock two weekends in a row.', replyFlg: 'N', daysAgo: 3 },
  { usrNm: 'Kiprop K.', rate: '4', description: 'Friendly staff, a bit crowded at 6 pm.', replyFlg: 'N', daysAgo: 6 },
  {
    usrNm: 'Njeri W.',
    rate: '5',
    description: 'The QR payment is so easy. Will come back.',
    replyFlg: 'Y',
    replyTxt: 'Asante Njeri! See you soon.',
    replyDaysAgo: 8,
    daysAgo: 9,
  },
  {
    usrNm: 'Mutua P.',
    rate: '3',
    description: 'Good prices but the queue was long.',
    replyFlg: 'Y',
    replyTxt: 'Thank you, we added a second till on weekends.',
    replyDaysAgo: 12,
    daysAgo: 14,
  },
  {
    usrNm: 'Wambui S.',
    rate: '4',
    description: 'Clean shop and the cooking oil was on offer.',
    replyFlg: 'Y',
    replyTxt: 'Glad you liked the offer!',
    replyDaysAgo: 20,
    daysAgo: 21,
  },
  {
    usrNm: 'Hassan A.',
    rate: '1',
    description: 'My refund took a week.',
    replyFlg: 'Y',
    replyTxt: 'Sorry Hassan, refunds now go back the same day.',
    replyDaysAgo: 27,
    daysAgo: 30,
  },
];

export const makeStorefrontReviews = (mercId: string): StorefrontReviewRecord[] =>
  REVIEWS.map(({ daysAgo, replyDaysAgo, ...review }, index) => ({
    ...review,
    commentId: `RV${String(100001 + index)}`,
    mercId,
    commentDt: addDays(SEED_TODAY, -daysAgo),
    ...(replyDaysAgo === undefined ? {} : { replyDt: addDays(SEED_TODAY, -replyDaysAgo) }),
  }));
