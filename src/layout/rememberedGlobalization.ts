// The merchant's globalization setting, kept for the tab's session as the console last read it: a page loaded
// again in the tab shows its dates in the setting's style and opens in its language from the first paint, without
// waiting on the setting's request (nor on the chunks and texts of the resource that reads it). Kept with the
// merchant it belongs to, so a switch to a sub-merchant's account does not show the other merchant's setting.
import type { RaRecord } from 'react-admin';
import type { Globalization } from '../generated/types';
import { getSession, tabStorage as storage } from '../transport/session';

const KEY = 'mc.globalization';

/** The setting as the data provider answers it. */
export type GlobalizationRecord = RaRecord & Partial<Globalization>;

interface Remembered {
  mercId: string;
  /** When the console read it (ms since the epoch): how old the query cache takes it to be. */
  at: number;
  record: GlobalizationRecord;
}

/** The setting last read for the signed-in merchant in this tab, with when it was read; undefined when none. */
export const rememberedGlobalization = (): { record: GlobalizationRecord; at: number } | undefined => {
  const mercId = getSession()?.mercId;
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Remembered | null;
    return kept && mercId && kept.mercId === mercId ? { record: kept.record, at: kept.at } : undefined;
  } catch {
    return undefined;
  }
};

export const rememberGlobalization = (record: GlobalizationRecord | undefined, at: number): void => {
  const mercId = getSession()?.mercId;
  if (!record || !mercId) return;
  storage()?.setItem(KEY, JSON.stringify({ mercId, at, record } satisfies Remembered));
};
