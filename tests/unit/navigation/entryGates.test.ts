// The gates a menu page inherits from its sections (menus/main.json).
import { describe, expect, it } from 'vitest';
import { findPlaced } from '../../../src/layout/menu/menuTree';
import { gatesOf } from '../../../src/navigation/entryGates';

const gatesOfKey = (key: string) => {
  const placed = findPlaced(key);
  if (!placed) throw new Error(`no menu entry ${key}`);
  return gatesOf(placed);
};

describe('menu page gates', () => {
  it('makes every page of a business section a business page', () => {
    expect(gatesOfKey('customers')).toEqual({ business: true, subscription: false, kycTxType: undefined, verifiedBusiness: false });
    expect(gatesOfKey('storeManagement').business).toBe(true);
  });

  it('leaves Home, Help and Device Management open to a merchant still setting up', () => {
    for (const key of ['home', 'help', 'deviceManagement']) expect(gatesOfKey(key)).toEqual({ business: false, subscription: false, kycTxType: undefined, verifiedBusiness: false });
  });

  it("takes the KYC transaction type of the spec's gated entries, the nearest one winning", () => {
    expect(gatesOfKey('tillManagement').kycTxType).toBe('132');
    expect(gatesOfKey('newSale').kycTxType).toBe('117');
    expect(gatesOfKey('deals').kycTxType).toBe('152');
    expect(gatesOfKey('dealStoreSetup').kycTxType).toBe('150');
  });

  it("asks a verified business of the promotions' add form only, not of their list or a promotion's page", () => {
    const promotions = findPlaced('promotions')!;
    expect(gatesOf({ ...promotions, rest: ['create'] }).verifiedBusiness).toBe(true);
    expect(gatesOf({ ...promotions, rest: [] }).verifiedBusiness).toBe(false);
    expect(gatesOf({ ...promotions, rest: ['P1001', 'show'] }).verifiedBusiness).toBe(false);
    // Other add forms do not ask it.
    expect(gatesOf({ ...findPlaced('pushMessages')!, rest: ['create'] }).verifiedBusiness).toBe(false);
  });

  it('marks subscription pages, and pages under a subscription section', () => {
    expect(gatesOfKey('intelligenceReport').subscription).toBe(true);
    expect(gatesOfKey('dealsOverview').subscription).toBe(true);
    expect(gatesOfKey('reconciliation').subscription).toBe(false);
  });
});
