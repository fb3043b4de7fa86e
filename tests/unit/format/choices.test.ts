import { describe, expect, it } from 'vitest';
import { oneOf } from '../../../src/format/choices';

describe('a few values one of which is taken', () => {
  it('reads as alternatives in English and in Chinese, with the language’s own punctuation', () => {
    expect(oneOf([3, 6, 12], 'en-US')).toBe('3, 6, or 12');
    expect(oneOf([3, 6, 12], 'zh-CN')).toBe('3、6或12');
    expect(oneOf([6, 12], 'en-US')).toBe('6 or 12');
    expect(oneOf([12], 'zh-CN')).toBe('12');
  });
});
