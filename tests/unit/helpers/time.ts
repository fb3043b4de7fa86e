// Time passing on the embedded backend, as a test needs it to see what the provider does over days (a review done,
// a start or end date reached): the mock's clock moves, and the merchant, whose session ended meanwhile, signs in
// again to look.
import { advanceClock } from '../../../mocks/clock';
import { addDays } from '../../../mocks/db/random';
import { wireDateNow } from '../../../mocks/resources/collections';
import { loginAs } from './backend';

export const HOUR = 60 * 60 * 1000;

/** Moves the mock's clock on by `ms` and signs the owner in again. */
export const later = async (ms: number): Promise<void> => {
  advanceClock(ms);
  await loginAs();
};

/** The wire date (yyyyMMdd) `offset` days from the mock's today. */
export const daysFromToday = (offset: number): string => addDays(wireDateNow(), offset);
