// What every part of the seed shares: the fixed "today" all seed dates count back from, which of two days comes
// first, and amounts as a message from the provider writes them.

/** "Today" for every generated date; the data must not age or change with the machine's clock. */
export const SEED_TODAY = '20261120';

export function kes(minor: number): string {
  const whole = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `KES ${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** The later and the earlier of two yyyyMMdd days (the format sorts as text). */
export const latest = (a: string, b: string) => (a > b ? a : b);
export const earliest = (a: string, b: string) => (a < b ? a : b);
