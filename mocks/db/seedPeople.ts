// Kenyan people for the seed: names drawn by community as they are actually given, unique mobile numbers and
// e-mail addresses, and bank account numbers in each bank's format.
import {
  COMMUNITY_WEIGHTS,
  EMAIL_DOMAIN_WEIGHTS,
  FIRST_NAMES,
  MOBILE_OPERATOR_WEIGHTS,
  SURNAMES,
  type Bank,
  type Community,
  type Gender,
} from './kenya';
import type { Random } from './random';

export function mobileNumber(rng: Random, used: Set<string>): string {
  for (;;) {
    const number = rng.pick(rng.weighted(MOBILE_OPERATOR_WEIGHTS)) + rng.digits(6);
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

const EMAIL_PATTERNS: ReadonlyArray<(first: string, last: string, rng: Random) => string> = [
  (first, last) => `${first}.${last}`,
  (first, last) => `${first}${last}`,
  (first, last, rng) => `${first}.${last}${rng.int(70, 99)}`,
  (first, last) => `${first[0]}${last}`,
  (first, last) => `${last}.${first}`,
  (first, last, rng) => `${first}${last}${rng.int(1, 99)}`,
];

export function emailAddress(rng: Random, first: string, last: string, used: Set<string>, domain?: string): string {
  const firstSlug = slug(first);
  const lastSlug = slug(last);
  const local = domain ? `${firstSlug}.${lastSlug}` : rng.pick(EMAIL_PATTERNS)(firstSlug, lastSlug, rng);
  const host = domain ?? rng.weighted(EMAIL_DOMAIN_WEIGHTS);
  let address = `${local}@${host}`;
  // Namesakes are common (there are many Mary Wanjikus); people then add digits, so do the same.
  while (used.has(address)) address = `${local}${rng.int(2, 999)}@${host}`;
  used.add(address);
  return address;
}

export interface Person {
  firstName: string;
  middleName: string;
  surname: string;
  gender: Gender;
}

const givenNames = new Map<string, string[]>();
for (const entry of FIRST_NAMES) {
  const key = `${entry.origin}:${entry.gender}`;
  givenNames.set(key, [...(givenNames.get(key) ?? []), entry.name]);
}
const familyNames = new Map<Community, string[]>();
for (const entry of SURNAMES) familyNames.set(entry.origin, [...(familyNames.get(entry.origin) ?? []), entry.name]);

export function randomPerson(rng: Random): Person {
  const community = rng.weighted(COMMUNITY_WEIGHTS);
  const gender: Gender = rng.bool(0.5) ? 'F' : 'M';
  const native = givenNames.get(`${community}:${gender}`)!;
  const surnames = familyNames.get(community)!;
  let firstName: string;
  let middleName = '';
  if (community === 'swahili') {
    // Coastal Muslim naming: own name, then the father's name as the middle name.
    firstName = rng.pick(native);
    if (rng.bool(0.8)) middleName = rng.pick(givenNames.get('swahili:M')!);
  } else if (rng.bool(0.65)) {
    firstName = rng.pick(givenNames.get(`christian:${gender}`)!);
    if (rng.bool(0.75)) middleName = rng.pick(native);
  } else {
    firstName = rng.pick(native);
    if (rng.bool(0.2)) middleName = rng.pick(givenNames.get(`christian:${gender}`)!);
  }
  let surname = rng.pick(surnames);
  for (let attempt = 0; attempt < 4 && (surname === firstName || surname === middleName); attempt += 1) surname = rng.pick(surnames);
  if (middleName === firstName || middleName === surname) middleName = '';
  return { firstName, middleName, surname, gender };
}

export function accountNumber(rng: Random, bank: Bank): string {
  return bank.accountPrefix + rng.digits(bank.accountLength - bank.accountPrefix.length);
}
