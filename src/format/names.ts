// Display shortening for names and card numbers, where the full value either does not fit or must not be shown.

const ELLIPSIS = '…';

/**
 * Cuts by code point rather than UTF-16 unit, so an emoji or a rare CJK character at the cut is never split
 * into half a surrogate pair. Whitespace left at the cut is dropped, so 'Jane ' becomes 'Jane…', not 'Jane …'.
 */
export const truncateName = (name: string, max = 15): string => {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  return characters.slice(0, max).join('').trimEnd() + ELLIPSIS;
};

const CARD_MASK = '**** ';
const VISIBLE_CARD_DIGITS = 4;

/**
 * '**** 1234'. Only digits count, so a number that arrives grouped ('4111 1111 1111 1234') or already masked by
 * the server ('411111******1234') shows the same. Fewer than four digits cannot identify a card: '' is shown.
 */
export const maskCard = (cardNo: string): string => {
  const digits = cardNo.replace(/\D/g, '');
  if (digits.length < VISIBLE_CARD_DIGITS) return '';
  return CARD_MASK + digits.slice(-VISIBLE_CARD_DIGITS);
};
