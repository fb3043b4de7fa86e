// A value in per cent (x-widget "percent"): a stakeholder's share, a coupon's cashback, a percentage discount are shown
// with their sign, and a discount in KES by the same field stays in KES.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../src/engine/fields/FieldValue';
import { getEntity } from '../../../src/engine/registry';
import { displayWidgetFor } from '../../../src/engine/widgets';
import { rulesIn } from '../../../src/validation/conditions';

describe('a value in per cent', () => {
  it("shows a stakeholder's share and a coupon's cashback with the per cent sign", () => {
    const share = getEntity('stakeholder').fields.share!;
    expect(displayWidgetFor(share)).toBe('percent');
    expect(formatValue(share, 60)).toBe('60%');
    expect(formatValue(share, 0)).toBe('0%');
    expect(formatValue(share, undefined)).toBe('');
    expect(formatValue(getEntity('promotion').fields.cashbackPct!, 5)).toBe('5%');
  });

  it('shows a discount in per cent when its type is a percentage, and in KES when it is an amount', () => {
    const discount = getEntity('inventoryItem').fields.discountValue!;
    const asRecordHasIt = (record: Record<string, unknown>) => ({ ...discount, ...rulesIn(discount, record) });
    expect(formatValue(asRecordHasIt({ discountTyp: 'P' }), 15)).toBe('15%');
    expect(formatValue(asRecordHasIt({ discountTyp: 'A' }), 500)).toBe('KES.\u00a05.00');
  });
});
