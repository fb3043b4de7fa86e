// Where each entity's records live and whose they are. An entity maps to the seeded collection of (nearly) the
// same name (store → db().stores, customer → db().customers, ticket → db().tickets, till → db().tills…); an entity
// the seed has no collection for gets an empty one of its own, kept per database so "reset demo data" empties it.
// Records belong to the signed-in user's merchant (mercId), or to the user (usrNo) for per-user collections.
import { now } from '../clock';
import { assignedStores } from '../staffStores';
import type { MockDatabase, UserAccount } from '../db/types';
import { db } from '../state';
import { entityInfo, isBlank } from './schema';

export type Row = Record<string, unknown>;

const extras = new WeakMap<MockDatabase, Map<string, Row[]>>();

const collectionNames = (entity: string): string[] => [
  entity,
  `${entity}s`,
  ...(entity.endsWith('y') ? [`${entity.slice(0, -1)}ies`] : []),
  ...(/(s|x|ch|sh)$/.test(entity) ? [`${entity}es`] : []),
];

/** The records of an entity (the live array: changes are the backend's memory). */
export const collectionOf = (entity: string): Row[] => {
  const database = db();
  const named = database as unknown as Record<string, unknown>;
  for (const name of collectionNames(entity)) {
    const candidate = named[name];
    if (Array.isArray(candidate)) return candidate as Row[];
  }
  let own = extras.get(database);
  if (!own) {
    own = new Map();
    extras.set(database, own);
  }
  let rows = own.get(entity);
  if (!rows) {
    rows = [];
    own.set(entity, rows);
  }
  return rows;
};

/** A stored value as text: '' for none. */
export const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export interface Owner {
  /** merchantId: the deal service's own name for the merchant (mocks/dealService.ts). */
  key: 'mercId' | 'usrNo' | 'merchantId';
  value: string;
  /** For records of a store: the stores a staff member works in (mocks/staffStores.ts); unset, every store. */
  stores?: ReadonlySet<string>;
}

/** Whose records these are: the merchant's, unless the collection is kept per user. */
export const ownerOf = (rows: readonly Row[], user: UserAccount): Owner => {
  const sample = rows[0];
  if (sample && !('mercId' in sample) && 'usrNo' in sample) return { key: 'usrNo', value: user.usrNo };
  const stores = sample && 'storeId' in sample ? assignedStores(user) : undefined;
  return stores ? { key: 'mercId', value: user.mercId, stores } : { key: 'mercId', value: user.mercId };
};

/** Whether the user may see and act on the record: the owner's, and of a store they work in. */
export const owns = (owner: Owner, row: Row): boolean =>
  row[owner.key] === owner.value && (!owner.stores || owner.stores.has(asText(row.storeId)));

/** The same merchant (or user), whatever the store: what a duplicate check or a new id compares against. */
export const sameOwner = (owner: Owner, row: Row): boolean => row[owner.key] === owner.value;

const ID_SHAPE = /^([A-Za-z]+)(\d+)$/;

/**
 * A new id in the collection's own format (S + 6 digits, C + 7, TK + 8 as seeded): one past the owner's highest,
 * so a merchant's ids keep their block digit, and never one already taken.
 */
export const newId = (entity: string, rows: readonly Row[], idField: string, owner: Owner): string => {
  let prefix = entity.slice(0, 2).toUpperCase();
  let width = 8;
  const sample = rows.find((row) => typeof row[idField] === 'string' && ID_SHAPE.test(row[idField]));
  if (sample) {
    const match = ID_SHAPE.exec(sample[idField] as string)!;
    prefix = match[1]!;
    width = match[2]!.length;
  }
  const taken = new Set<string>();
  let ownMax = -1;
  let anyMax = 0;
  for (const row of rows) {
    const id = row[idField];
    if (typeof id !== 'string') continue;
    taken.add(id);
    const match = ID_SHAPE.exec(id);
    if (!match || match[1] !== prefix || match[2]!.length !== width) continue;
    const number = Number(match[2]);
    anyMax = Math.max(anyMax, number);
    if (sameOwner(owner, row)) ownMax = Math.max(ownMax, number);
  }
  let next = (ownMax >= 0 ? ownMax : anyMax) + 1;
  const format = (number: number) => `${prefix}${String(number).padStart(width, '0')}`;
  while (taken.has(format(next))) next += 1;
  return format(next);
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A moment's day as the provider writes dates (yyyyMMdd). */
export const wireDateOf = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
};

/** Today as the provider writes dates (yyyyMMdd), by the mock's clock. */
export const wireDateNow = (): string => wireDateOf(now());

/** Now as the provider writes times (HHmmss). */
export const wireTimeNow = (): string => {
  const date = new Date(now());
  return `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
};

/** What the server fills in on a new record when the request does not (server-owned states, flags). */
const DEFAULTS: Record<string, Row> = {
  store: {
    headOffFlg: 'N',
    storeStatus: 'N',
    mshpSts: 'close',
    pushFlg: 'N',
    useMainInventory: 'N',
    useMainCustomers: 'N',
    useMainBeneficiaries: 'N',
  },
  customer: { blackFlg: 'N' },
  ticket: { status: '0' },
  // A new staff member is pending until their first sign-in; an invitation (InviteStaff) says so itself.
  staff: { status: 'P', usrNo: '', inviteFlg: 'N' },
  // A new promotion is reviewed before it runs (001).
  promotion: { status: '03' },
  // A new push message is reviewed before it is sent (001).
  pushMessage: { sendSts: 'RU' },
  // A sub-merchant takes payments from the day it is added (001: disabled only by the merchant's choice).
  subMerchant: { subMercSts: '1' },
};

/** Server-owned date/time fields stamped with now on creation; other entities get createDt when they have one. */
const STAMPS: Record<string, Record<string, 'date' | 'time'>> = {
  store: { createDt: 'date' },
  customer: { createDt: 'date' },
  ticket: { requestDt: 'date', requestTm: 'time' },
};

/**
 * A new record: every string field of the entity present ('' when not given), the defaults, the given fields,
 * the owner, a fresh id and the creation stamps.
 */
export const buildRecord = (options: {
  entity: string;
  idField: string;
  rows: readonly Row[];
  owner: Owner;
  fields: Row;
  extra?: Row;
}): Row => {
  const { entity, idField, rows, owner, fields, extra = {} } = options;
  const info = entityInfo(entity);
  const record: Row = {};
  for (const [name, field] of Object.entries(info?.fields ?? {})) {
    const types = field.type === undefined ? ['string'] : Array.isArray(field.type) ? field.type : [field.type];
    if (types.includes('string')) record[name] = '';
  }
  const defaults = DEFAULTS[entity] ?? {};
  Object.assign(record, defaults);
  for (const [name, value] of Object.entries(fields)) {
    if (isBlank(value) && name in defaults) continue;
    record[name] = value ?? '';
  }
  Object.assign(record, extra);
  record[owner.key] = owner.value;
  // A singleton is identified by its owner (mercId): it needs no id of its own.
  if (idField !== owner.key) record[idField] = newId(entity, rows, idField, owner);
  const stamps = STAMPS[entity] ?? (info?.fields.createDt ? { createDt: 'date' as const } : {});
  for (const [name, kind] of Object.entries(stamps)) record[name] = kind === 'date' ? wireDateNow() : wireTimeNow();
  return record;
};
