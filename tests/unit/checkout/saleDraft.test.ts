// The quick sale's draft: the request is sent only when every line and the discount follow the schema's rules.
import { describe, expect, it } from 'vitest';
import { discountProblem, emptyDraft, goodsRequestOf, lineProblems, type SaleDraft } from '../../../src/flows/checkout/saleDraft';

const draftWith = (change: Partial<SaleDraft>): SaleDraft => ({
  ...emptyDraft(),
  lines: [
    { id: 1, goodsName: ' Sugar 2kg ', price: '250', quantity: '2' },
    { id: 2, goodsName: 'Delivery', price: '150.5', quantity: '1' },
  ],
  ...change,
});

describe('goodsRequestOf', () => {
  it('turns typed shillings into minor units and trims descriptions', () => {
    expect(goodsRequestOf(draftWith({ discountType: 'A', discountValue: '20.50' }))).toEqual({
      goodsList: [
        { goodsName: 'Sugar 2kg', goodsPrice: 25_000, goodsNum: 2 },
        { goodsName: 'Delivery', goodsPrice: 15_050, goodsNum: 1 },
      ],
      discountType: 'A',
      discountVal: 2_050,
    });
    expect(goodsRequestOf(draftWith({ discountType: 'P', discountValue: '10' }))).toMatchObject({ discountType: 'P', discountVal: 10 });
    expect(goodsRequestOf(draftWith({}))).not.toHaveProperty('discountType');
  });

  it('is null while a line or the discount is incomplete', () => {
    expect(goodsRequestOf(emptyDraft())).toBeNull();
    expect(goodsRequestOf(draftWith({ discountType: 'P', discountValue: '' }))).toBeNull();
    expect(goodsRequestOf(draftWith({ discountType: 'P', discountValue: '101' }))).toBeNull();
  });
});

describe('line and discount messages', () => {
  it("uses the spec's words for each cell", () => {
    expect(lineProblems({ id: 1, goodsName: '  ', price: '0.00', quantity: '' })).toEqual({
      goodsName: { field: 'goodsName', key: 'validation.required' },
      goodsPrice: { field: 'goodsPrice', key: 'validation.amountPositive' },
      goodsNum: { field: 'goodsNum', key: 'validation.required' },
    });
    expect(lineProblems({ id: 1, goodsName: 'Tea', price: '5', quantity: '10000' })).toEqual({ goodsNum: { field: 'goodsNum', key: 'validation.max', values: { max: 9999 } } });
  });

  it('checks a percentage as a whole number up to 100 and an amount with the money rules', () => {
    expect(discountProblem({ discountType: 'P', discountValue: '150' })).toEqual({ field: 'discountVal', key: 'validation.max', values: { max: 100 } });
    expect(discountProblem({ discountType: 'P', discountValue: '' })).toMatchObject({ key: 'validation.required' });
    expect(discountProblem({ discountType: 'A', discountValue: '0.00' })).toMatchObject({ key: 'validation.amountPositive' });
    expect(discountProblem({ discountType: '', discountValue: '' })).toBeNull();
  });
});
