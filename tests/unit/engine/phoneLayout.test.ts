// A list on a phone shows each record as a line with no column titles above it: a bare count there ("130") would
// say nothing, so the layout names it ("Stock 130"); an amount, a percentage or a status says what it is by itself.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { getResourceDefinition, getEntity } from '../../../src/engine/registry';
import { phoneLayout } from '../../../src/engine/pages/phoneLayout';

const layoutOf = (resource: string) => {
  const definition = getResourceDefinition(resource);
  return phoneLayout(definition, getEntity(definition.entity));
};

describe("a phone line's named values", () => {
  it("names an item's stock and a group's member count, not the price or the status beside them", () => {
    const inventory = layoutOf('inventory');
    expect([...inventory.named]).toEqual(['stock']);
    expect(inventory.secondary.map((field) => field.name)).toContain('sellPrice');
    expect([...layoutOf('beneficiaryGroups').named]).toEqual(['memberCount']);
  });

  it('names nothing in a line of one amount, dates, percentages and statuses', () => {
    expect(layoutOf('settlements').secondary.map((field) => field.name)).toEqual(['netAmt', 'stlDt']);
    expect([...layoutOf('settlements').named]).toEqual([]);
    expect([...layoutOf('stakeholders').named]).toEqual([]);
  });

  it("keeps a settlement's amount and date whole across a line break, and lets its number flow as text", () => {
    const settlements = layoutOf('settlements');
    expect(settlements.whole.has('netAmt')).toBe(true);
    expect(settlements.whole.has('stlDt')).toBe(true);
    expect(settlements.whole.has('stlNo')).toBe(false);
    expect([...layoutOf('pushMessages').whole]).toContain('totalCost');
  });

  it("names what the resource file names: a push message's total cost beside its start date", () => {
    expect([...layoutOf('pushMessages').named]).toEqual(['totalCost']);
  });

  it("names two amounts side by side: a deal's price and its original price, a mandate's limits", () => {
    expect([...layoutOf('activeDeals').named]).toEqual(['amount', 'originalAmount']);
    expect([...layoutOf('mandates').named]).toEqual(['lmtFrom', 'lmtTo']);
  });

  it('does not name a value whose rules make it an amount or a percentage record by record (a discount)', () => {
    const discount = getEntity('promotion').fields.discountValue;
    expect(discount?.when).toBeDefined();
    const layout = phoneLayout({ ...getResourceDefinition('promotions'), list: { columns: ['proNm', 'discountValue'] } }, getEntity('promotion'));
    expect(layout.secondary.map((field) => field.name)).toEqual(['discountValue']);
    expect(layout.named.size).toBe(0);
  });
});
