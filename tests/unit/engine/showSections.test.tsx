// @vitest-environment jsdom
// The detail page's sections: a section marked hideWhenEmpty shows only once one of its fields has a value (a sale's
// reversal), and a table of rows (a sale's goods) is shown whole, a row per line with its amounts in KES.
import '../../declaredScreensProvided';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShowSections } from '../../../src/engine/pages/ShowSections';
import { getResourceDefinition } from '../../../src/engine/registry';
import { i18nProviderWithScreenTexts } from '../../declaredScreens';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await i18nProviderWithScreenTexts();
});
afterEach(cleanup);

const sale = {
  id: 'SO2611170002',
  orderNo: 'SO2611170002',
  orderSts: 'PS',
  totalAmount: 60_630,
  goodsList: [
    { goodsNm: 'Sugar 1kg', goodsQty: 2, goodsPrice: 21_000, goodsAmount: 42_000 },
    { goodsNm: 'Milk 500ml', goodsQty: 1, goodsPrice: 6_500, goodsAmount: 6_500 },
  ],
  refundReason: '',
  refundDt: '',
  refundTm: '',
};

const renderSale = (record: Record<string, unknown>) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <ShowSections definition={getResourceDefinition('salesTransactions')} />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('detail sections', () => {
  it('leave out a hideWhenEmpty section while its fields are empty, and show it once one has a value', () => {
    renderSale(sale);
    expect(screen.getByRole('region', { name: 'Sale' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Reversal' })).toBeNull();
    cleanup();

    renderSale({ ...sale, orderSts: 'SR', refundReason: '06', refundDt: '20261121', refundTm: '101500' });
    const reversal = screen.getByRole('region', { name: 'Reversal' });
    expect(within(reversal).getByText('Quality issues')).toBeDefined();
    expect(within(reversal).getByText('21-11-2026')).toBeDefined();
  });

  it('show a table of rows whole: a header and a row per goods line, amounts in KES', () => {
    renderSale(sale);
    const goods = within(screen.getByRole('region', { name: 'Goods' }));
    const rows = goods.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQuantityUnit priceAmount',
      'Sugar 1kg2KES.\u00a0210.00KES.\u00a0420.00',
      'Milk 500ml1KES.\u00a065.00KES.\u00a065.00',
    ]);
  });
});
