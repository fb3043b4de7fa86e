// The seed's customers: spread over a merchant's stores (the head office busiest), a few blacklisted with a reason.
import { addDays, type Random } from './random';
import { latest, SEED_TODAY } from './seedBasics';
import { emailAddress, mobileNumber, randomPerson } from './seedPeople';
import { sequenceId, type Shop, type Uniques } from './seedShop';
import type { Customer, Store } from './types';

const CUSTOMER_NOTES = [
  'Prefers delivery on Saturdays.',
  'Wholesale buyer – 5% discount on bales.',
  'Pays by mobile money, wants receipts by SMS.',
  'Runs a kiosk in the estate; buys sugar and flour weekly.',
  'Hotel owner, orders cooking oil in 20-litre jerricans.',
  'Ask for ID before giving credit.',
  'Regular since opening day.',
  'Collects orders after 6pm.',
];

const BLACKLIST_REASONS = [
  'Cheque of KES 18,500 bounced twice.',
  'Repeated chargeback requests after goods were delivered.',
  'Unpaid credit since August; stopped answering calls.',
  'Paid with a reversed mobile-money transaction.',
  'Abusive to staff at the counter.',
];

export function makeCustomers(
  shop: Shop,
  stores: readonly Store[],
  count: number,
  blacklisted: number,
  rng: Random,
  uniques: Uniques,
): Customer[] {
  const customers: Customer[] = [];
  const storeWeights = stores.map((store, index) => [store, index === 0 ? 3 : 1] as const);
  for (let index = 0; index < count; index += 1) {
    const person = randomPerson(rng);
    const store = rng.weighted(storeWeights);
    const birthDt = rng.date('19550101', '20060630');
    const married = rng.bool(0.3) && birthDt < '19980101';
    customers.push({
      custId: '',
      mercId: shop.merchant.mercId,
      storeId: store.storeId,
      firstName: person.firstName,
      middleName: person.middleName,
      surname: person.surname,
      mblNo: mobileNumber(rng, uniques.customerMobiles),
      email: emailAddress(rng, person.firstName, person.surname, uniques.customerEmails),
      gender: person.gender,
      birthDt,
      // Optional on the customer form; most customers never give one.
      anniversaryDt: married ? rng.date(addDays(birthDt, 21 * 366), '20251231') : '',
      note: rng.bool(0.15) ? rng.pick(CUSTOMER_NOTES) : '',
      blackFlg: 'N',
      blackRsn: '',
      blackDt: '',
      createDt: rng.date(latest(store.createDt, '20210104'), SEED_TODAY),
    });
  }
  for (const [index, customer] of rng.shuffle(customers).slice(0, blacklisted).entries()) {
    customer.blackFlg = 'Y';
    // Each in turn, so a store's few blacklisted customers do not all share one story.
    customer.blackRsn = BLACKLIST_REASONS[index % BLACKLIST_REASONS.length]!;
    // Blacklisted some time after becoming a customer: the blacklist's "Added on".
    customer.blackDt = rng.date(customer.createDt, SEED_TODAY);
  }
  customers.sort((a, b) => (a.createDt < b.createDt ? -1 : a.createDt > b.createDt ? 1 : 0));
  customers.forEach((customer, index) => {
    customer.custId = sequenceId('C', shop.block, 7, index);
  });
  return customers;
}
