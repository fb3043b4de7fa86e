import { describe, expect, it } from 'vitest';
import { maskCard, truncateName } from '../../../src/format';

describe('truncateName', () => {
  it('leaves a name of up to 15 characters alone', () => {
    expect(truncateName('Jane Doe')).toBe('Jane Doe');
    expect(truncateName('ABCDEFGHIJKLMNO')).toBe('ABCDEFGHIJKLMNO');
    expect(truncateName('')).toBe('');
  });

  it('cuts a 16-character name to 15 characters plus an ellipsis', () => {
    expect(truncateName('ABCDEFGHIJKLMNOP')).toBe('ABCDEFGHIJKLMNO…');
  });

  it('cuts a long full name', () => {
    expect(truncateName('Abdirahman Mohamed Hassan')).toBe('Abdirahman Moha…');
  });

  it('takes a different maximum', () => {
    expect(truncateName('Wanjiku', 5)).toBe('Wanji…');
    expect(truncateName('Wanji', 5)).toBe('Wanji');
    expect(truncateName('Wanjiku', 1)).toBe('W…');
  });

  it('drops whitespace left at the cut', () => {
    expect(truncateName('Jane Muthoni', 5)).toBe('Jane…');
    expect(truncateName('Achieng Otieno Mwangi', 15)).toBe('Achieng Otieno…');
  });

  it('counts characters, not UTF-16 units, so nothing is split in half', () => {
    const emoji = '😀';
    expect(truncateName(emoji.repeat(15))).toBe(emoji.repeat(15));
    expect(truncateName(emoji.repeat(16))).toBe(emoji.repeat(15) + '…');
    const rareHan = '𠮷';
    expect(truncateName(rareHan.repeat(20), 3)).toBe(rareHan.repeat(3) + '…');
  });

  it('handles Chinese names like any other', () => {
    expect(truncateName('王小明')).toBe('王小明');
    expect(truncateName('一二三四五六七八九十一二三四五六')).toBe('一二三四五六七八九十一二三四五…');
  });

  it.each([0, -1, 2.5, NaN])('throws RangeError for the maximum %d', (max) => {
    expect(() => truncateName('Jane', max)).toThrow(RangeError);
  });
});

describe('maskCard', () => {
  it.each([
    ['4111111111111234', '**** 1234'],
    ['4111 1111 1111 1234', '**** 1234'],
    ['4111-1111-1111-0009', '**** 0009'],
    ['411111******1234', '**** 1234'],
    ['6222********5678', '**** 5678'],
    ['1234', '**** 1234'],
  ])('masks %j as %j', (cardNo, expected) => {
    expect(maskCard(cardNo)).toBe(expected);
  });

  it.each(['', '123', '****', 'n/a'])('shows nothing for %j, which has fewer than 4 digits', (cardNo) => {
    expect(maskCard(cardNo)).toBe('');
  });
});
