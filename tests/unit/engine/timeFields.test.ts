// Two kinds of time: an event's (an order paid at 19:47:44) keeps its seconds; a time of day a person sets (a shop
// that closes at 20:00, a promotion that starts at 08:30) is typed as hh:mm and shown as it was typed, not 20:00:00.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/engine/fields/FieldValue';
import { getEntity } from '../../../src/engine/registry';
import { displayWidgetFor } from '../../../src/engine/widgets';

describe('times on a record', () => {
  it("shows a shop's opening hours and a promotion's start as hours and minutes", () => {
    const closes = getEntity('storefront').fields.closeTm!;
    expect(displayWidgetFor(closes)).toBe('clock');
    expect(formatValue(closes, '200000')).toBe('20:00');
    expect(formatValue(getEntity('storefront').fields.openTm!, '073000')).toBe('07:30');
    expect(formatValue(getEntity('promotion').fields.startTm!, '083000')).toBe('08:30');
  });

  it("keeps an event's seconds: an order's time", () => {
    const ordered = getEntity('salesOrder').fields.orderTm!;
    expect(displayWidgetFor(ordered)).toBe('time');
    expect(formatValue(ordered, '194744')).toBe('19:47:44');
  });

  it('shows nothing for a time that is not one', () => {
    expect(formatValue(getEntity('storefront').fields.closeTm!, '246000')).toBe('');
  });
});
