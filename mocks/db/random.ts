// Seeded randomness for the mock backend's data. The seed must reproduce byte-for-byte the same database in the
// browser, in Node tests and in the standalone server, so nothing here may touch Math.random or the clock.

/** Days since 1970-01-01 for a yyyyMMdd string; UTC so that no machine's time zone or DST shifts a day. */
export function dayNumber(yyyyMMdd: string): number {
  const year = Number(yyyyMMdd.slice(0, 4));
  const month = Number(yyyyMMdd.slice(4, 6));
  const day = Number(yyyyMMdd.slice(6, 8));
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function fromDayNumber(days: number): string {
  const date = new Date(days * 86_400_000);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${date.getUTCFullYear()}${month}${day}`;
}

export function addDays(yyyyMMdd: string, days: number): string {
  return fromDayNumber(dayNumber(yyyyMMdd) + days);
}

/** True only for a real calendar day, so 20260230 is rejected even though it has the right shape. */
export function isValidYyyyMMdd(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  return fromDayNumber(dayNumber(value)) === value;
}

// FNV-1a: cheap and stable across engines, good enough to turn a label into an independent sub-seed.
function hashLabel(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export class Random {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast and well distributed enough for fake data; not for anything secret. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /**
   * An independent stream derived from the original seed, not from how far this stream has been consumed, so that
   * generating more (or fewer) records of one kind never reshuffles the records of another.
   */
  fork(label: string): Random {
    return new Random(hashLabel(this.seed, label));
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weight, so common cases (Safaricom numbers, open stores) dominate as they do in real data. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  digits(count: number): string {
    let text = '';
    for (let index = 0; index < count; index += 1) text += String(Math.floor(this.next() * 10));
    return text;
  }

  /** A calendar day between the two yyyyMMdd bounds, both inclusive. */
  date(fromYyyyMMdd: string, toYyyyMMdd: string): string {
    return fromDayNumber(this.int(dayNumber(fromYyyyMMdd), dayNumber(toYyyyMMdd)));
  }

  /** HHmmss; the hour window defaults to the whole day but callers narrow it to trading hours. */
  time(fromHour = 0, toHour = 23): string {
    const hour = String(this.int(fromHour, toHour)).padStart(2, '0');
    const minute = String(this.int(0, 59)).padStart(2, '0');
    const second = String(this.int(0, 59)).padStart(2, '0');
    return `${hour}${minute}${second}`;
  }

  /** Returns a shuffled copy (Fisher–Yates); the input is left alone because callers often pass shared constants. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }
}

export function createRandom(seed: number): Random {
  return new Random(seed);
}
