// The login field takes a Kenyan mobile (owners, type P) or a staff username (type S).
import { describe, expect, it } from 'vitest';
import { parseLoginId } from '../../../src/auth/loginId';

describe('parseLoginId', () => {
  it.each([
    ['0712345678', '712345678'],
    ['+254712345678', '712345678'],
    ['254712345678', '712345678'],
    ['712345678', '712345678'],
    ['0712 345 678', '712345678'],
    ['+254 712-345-678', '712345678'],
    ['  0712345678  ', '712345678'],
    ['0110123456', '110123456'],
  ])('mobile %j → P %s', (input, national) => {
    expect(parseLoginId(input)).toEqual({ loginId: national, userIdType: 'P' });
  });

  it.each(['cashier', 'brian.otieno', 'store_manager-2', 'Ab', 'CASHIER'])('username %j → S', (input) => {
    expect(parseLoginId(input)).toEqual({ loginId: input, userIdType: 'S' });
  });

  it('a username is trimmed', () => {
    expect(parseLoginId('  cashier ')).toEqual({ loginId: 'cashier', userIdType: 'S' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['a', 'one character'],
    ['bad name', 'space in a username'],
    ['brian@shop', 'e-mail-like'],
    ['<script>', 'markup'],
    ['x'.repeat(41), 'longer than 40'],
    ['0812345678', 'national number starting with 8'],
    ['071234567', 'too short'],
    ['07123456789', 'too long'],
    ['+1 555 123 4567', 'foreign country code'],
    ['+255712345678', 'Tanzanian code'],
    ['12345', 'digits that are not a mobile'],
  ])('rejects %j (%s)', (input) => {
    expect(parseLoginId(input)).toBeNull();
  });
});
