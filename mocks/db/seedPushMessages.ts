// The seed's push messages: the head office's, one or two in each list the merchant sees (under review, review
// failed, sending, sent, failed) and one being reviewed, to customers chosen from its list or to phonebook numbers,
// with the recipients and total cost the server would have computed (mocks/resources/pushMessageEffects.ts).
import { pushCost } from '../resources/pushMessageEffects';
import { addDays } from './random';
import { SEED_TODAY } from './seedBasics';
import type { Customer, Promotion, PushMessage } from './types';

type Plan = Omit<
  PushMessage,
  'pushId' | 'mercId' | 'custIds' | 'createDt' | 'startDt' | 'endDt' | 'recipients' | 'totalCost' | 'proId' | 'gender' | 'mblNos'
> & {
  gender?: PushMessage['gender'];
  mblNos?: string;
  /** How many of the head office's customers it goes to (target reach 01). */
  customers?: number;
  /** The promotion it is about, by name. */
  promotion?: string;
  from: number;
  days: number;
};

const PLANS: readonly Plan[] = [
  {
    title: 'Back to school offer',
    msgTyp: '01',
    promotion: 'Back to school',
    content: 'Ten percent off flour and rice for the new school term. Come and see us!',
    targetReach: '01',
    customers: 6,
    msgChannel: ['S'],
    frequency: 'O',
    quantity: 1,
    sendSts: 'SS',
    from: -9,
    days: 0,
  },
  {
    title: 'Eggs every day',
    msgTyp: '01',
    promotion: 'Eggs every day',
    content: 'KES 20 off a tray of eggs, every day this month.',
    targetReach: '01',
    customers: 8,
    gender: 'F',
    msgChannel: ['S', 'E'],
    frequency: 'W',
    quantity: 4,
    sendSts: 'SP',
    from: -2,
    days: 28,
  },
  {
    title: 'New opening hours',
    msgTyp: '02',
    content: 'From Monday we open at 7 am and close at 9 pm, Sundays included.',
    targetReach: '02',
    mblNos: '0712000101, 0712000102, 0722000103\n0733000104',
    msgChannel: ['S'],
    frequency: 'O',
    quantity: 1,
    sendSts: 'RU',
    from: 3,
    days: 0,
  },
  {
    title: 'Happy anniversary',
    msgTyp: '03',
    content: 'Thank you for a year with us: show this message for a free loaf of bread.',
    targetReach: '01',
    customers: 4,
    msgChannel: ['A'],
    frequency: 'O',
    quantity: 1,
    sendSts: 'RF',
    from: 5,
    days: 0,
  },
  {
    title: 'Jamhuri Day hours',
    msgTyp: '04',
    content: 'We close at 2 pm on Jamhuri Day, 12 December. Happy holiday!',
    targetReach: '01',
    customers: 10,
    msgChannel: ['S', 'A'],
    frequency: 'O',
    quantity: 1,
    sendSts: 'RW',
    from: 21,
    days: 0,
  },
  {
    title: 'Harvest festival',
    msgTyp: '01',
    promotion: 'Harvest festival',
    content: 'Five percent off fresh produce during the harvest festival.',
    targetReach: '02',
    mblNos: '0712000201\n0712000202\n0712000203',
    msgChannel: ['S'],
    frequency: 'D',
    quantity: 3,
    sendSts: 'SF',
    from: -60,
    days: 3,
  },
];

export const makePushMessages = (mercId: string, block: string, customers: readonly Customer[], promotions: readonly Promotion[]): PushMessage[] =>
  PLANS.map(({ customers: count, promotion, from, days, ...plan }, index) => {
    const message: Omit<PushMessage, 'recipients' | 'totalCost'> = {
      ...plan,
      pushId: `PM${block}${String(index + 1).padStart(5, '0')}`,
      mercId,
      proId: promotion ? promotions.find((entry) => entry.proNm === promotion)!.proId : '',
      ...(plan.targetReach === '01' ? { custIds: customers.slice(index, index + (count ?? 0)).map((customer) => customer.custId) } : {}),
      mblNos: plan.mblNos ?? '',
      gender: plan.gender ?? '',
      startDt: addDays(SEED_TODAY, from),
      endDt: addDays(SEED_TODAY, from + days),
      createDt: addDays(SEED_TODAY, Math.min(from, 0) - 2),
    };
    const { recipients, totalCost } = pushCost(mercId, message as unknown as Record<string, unknown>, customers);
    return { ...message, recipients, totalCost };
  });
