// The seed is dated around SEED_TODAY so it never changes with the machine's clock. An inbox, though, only makes
// sense relative to now (Today, Yesterday, weekday labels), so notification dates are replayed against the mock
// clock: a message the seed sent n days before SEED_TODAY is answered as sent n days before today. Stored
// records keep their seed dates; only what goes over the wire (and what comes back from it) is shifted.
import { SEED_TODAY } from './db/seed';
import { addDays, dayNumber } from './db/random';
import { wireDateNow } from './resources/collections';

const dayShift = (): number => dayNumber(wireDateNow()) - dayNumber(SEED_TODAY);

/** A stored (seed) date as the server answers it today. */
export const toClockDate = (seedDate: string): string => addDays(seedDate, dayShift());

/** A date the console sent back (read from an earlier answer) as it is stored. */
export const toSeedDate = (clockDate: string): string => addDays(clockDate, -dayShift());
