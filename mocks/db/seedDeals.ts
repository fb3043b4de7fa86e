// The seed's deals on the deal-discovery service: per merchant, from the goods a Kenyan shop sells, dated back
// from the seed's "today". The owner has three pages' worth in every status; the new merchant has none yet (the
// empty list); the KYC-pending merchant a few drafts.
import { NEW_MERCHANT_ID, OWNER_MERCHANT_ID } from './demoAccounts';
import { addDays, type Random } from './random';
import { SEED_TODAY } from './seedBasics';
import type { Deal, Merchant } from './types';

interface DealIdea {
  name: string;
  description: string;
  /** Usual shelf price, whole shillings. */
  price: number;
}

const IDEAS: readonly DealIdea[] = [
  { name: 'Unga 2kg twin pack', description: 'Two 2 kg packets of maize flour for the price of one and a half.', price: 460 },
  { name: 'Cooking oil 3L', description: 'Three-litre cooking oil at the wholesale price.', price: 1_150 },
  { name: 'Sugar 5kg bale', description: 'Five kilograms of sugar, packed at the counter.', price: 950 },
  { name: 'Rice pishori 5kg', description: 'Mwea pishori rice in a 5 kg bag.', price: 1_300 },
  { name: 'Breakfast bundle', description: 'Bread, 500 ml milk and 250 g tea leaves together.', price: 380 },
  { name: 'School shopping list', description: 'Exercise books, pens and a geometry set for the new term.', price: 1_650 },
  { name: 'Weekend braai pack', description: '1 kg beef, sausages and charcoal for the weekend.', price: 2_400 },
  { name: 'Airtime top-up bonus', description: 'Buy goods worth KES 1,000 and get airtime back.', price: 1_000 },
  { name: 'Detergent 2kg', description: 'Washing powder in the 2 kg family pack.', price: 720 },
  { name: 'Baby care set', description: 'Diapers, wipes and baby jelly in one pack.', price: 2_100 },
  { name: 'Tea leaves 1kg', description: 'Kericho tea leaves, one kilogram.', price: 640 },
  { name: 'Gas refill 6kg', description: 'A 6 kg cooking gas refill, delivered within the estate.', price: 1_250 },
  { name: 'Soda crate', description: 'A crate of 24 sodas for parties and events.', price: 1_440 },
  { name: 'Fresh milk 5L', description: 'Five litres of fresh milk from the morning delivery.', price: 300 },
  { name: 'Bar soap dozen', description: 'Twelve bars of laundry soap.', price: 1_020 },
  { name: 'Maize seed 2kg', description: 'Certified maize seed for the long rains.', price: 780 },
  { name: 'Fertiliser 10kg', description: 'Planting fertiliser, 10 kg bag.', price: 1_600 },
  { name: 'Chapati flour 2kg', description: 'Home baking flour for soft chapatis.', price: 240 },
  { name: 'Mandazi party order', description: 'Fifty mandazis fried to order.', price: 500 },
  { name: 'Phone charger', description: 'Fast charger with a 1-metre cable.', price: 850 },
  { name: 'Solar lamp', description: 'Rechargeable solar lamp for the home.', price: 1_800 },
  { name: 'Uniform sweater', description: 'School sweater in any colour, sizes 4 to 16.', price: 900 },
  { name: 'Water 20L refill', description: 'Treated drinking water, 20-litre refill.', price: 200 },
  { name: 'Sukuma bundle', description: 'Sukuma wiki, tomatoes and onions for the week.', price: 350 },
  { name: 'Toothpaste family pack', description: 'Three tubes of toothpaste.', price: 540 },
  { name: 'Matatu fare card', description: 'Pre-paid fare card for the estate route.', price: 1_000 },
  { name: 'Hair salon Friday', description: 'Wash and set on Fridays.', price: 800 },
];

/** The owner's statuses, spelt out so every status is on screen (and a status filter always finds something). */
const OWNER_STATUSES: readonly Deal['status'][] = [
  ...Array<Deal['status']>(9).fill('ACTIVE'),
  ...Array<Deal['status']>(4).fill('PAUSED'),
  ...Array<Deal['status']>(4).fill('UNDER_REVIEW'),
  ...Array<Deal['status']>(2).fill('REJECTED'),
  ...Array<Deal['status']>(5).fill('EXPIRED'),
  ...Array<Deal['status']>(3).fill('DRAFT'),
];

const PENDING_STATUSES: readonly Deal['status'][] = ['DRAFT', 'DRAFT', 'UNDER_REVIEW'];

/** Rounds a shilling price to the nearest 10, as shops price deals. */
const roundTen = (shillings: number) => Math.max(10, Math.round(shillings / 10) * 10);

function dealsOf(merchant: Merchant, block: string, statuses: readonly Deal['status'][], rng: Random): Deal[] {
  const ideas = rng.shuffle(IDEAS);
  const deals = rng.shuffle(statuses).map((status, index): Deal => {
    const idea = ideas[index % ideas.length]!;
    const limited = status === 'EXPIRED' || rng.bool(0.6);
    const duration = limited ? rng.pick([3, 7, 14, 30]) : undefined;
    // Expired deals ended before today; the others start around today and run into the future.
    const startDate =
      status === 'EXPIRED' ? rng.date(addDays(SEED_TODAY, -120), addDays(SEED_TODAY, -40)) : status === 'DRAFT' ? rng.date(addDays(SEED_TODAY, 3), addDays(SEED_TODAY, 30)) : rng.date(addDays(SEED_TODAY, -20), SEED_TODAY);
    const endDate = addDays(startDate, duration ?? rng.pick([30, 60, 90]));
    const discount = rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]);
    return {
      id: '',
      merchantId: merchant.mercId,
      name: idea.name,
      description: idea.description,
      dealType: limited ? 'LIMITED_TIME' : 'ONE_TIME',
      amount: roundTen(idea.price * (1 - discount)) * 100,
      originalAmount: idea.price * 100,
      usageTimes: limited ? rng.pick([1, 2, 3, 5]) : 1,
      ...(duration ? { duration } : {}),
      status,
      startDate,
      endDate,
      createdDate: addDays(startDate, -rng.int(1, 10)),
    };
  });
  // Numbered in the order they were created, newest last, as the service would.
  deals.sort((a, b) => (a.createdDate < b.createdDate ? -1 : a.createdDate > b.createdDate ? 1 : a.name < b.name ? -1 : 1));
  deals.forEach((deal, index) => {
    deal.id = `DL${block}${String(index + 1).padStart(5, '0')}`;
  });
  // The service lists newest first.
  return deals.reverse();
}

export function makeDeals(merchants: readonly Merchant[], rng: Random): Deal[] {
  return merchants.flatMap((merchant, index) => {
    if (merchant.mercId === NEW_MERCHANT_ID) return [];
    const statuses = merchant.mercId === OWNER_MERCHANT_ID ? OWNER_STATUSES : PENDING_STATUSES;
    return dealsOf(merchant, String(index + 1), statuses, rng.fork(merchant.mercId));
  });
}
