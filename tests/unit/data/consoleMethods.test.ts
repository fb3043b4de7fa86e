// The console's own data-provider methods, which the engine calls instead of the transport (a different backend
// is one provider swap): bulk add and its template, a filter's offered values, and the file service, each end to
// end through the console's data provider and the embedded backend.
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/data/dataProvider';
import { isDataError } from '../../../src/data/errors';
import { readOnlyFields } from '../../../src/engine/registry';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { allScreens } from '../../declaredScreens';

useTestBackend({ fileServiceUrl: 'http://mmc.test/mmc/file/' });
const provider = createDataProvider(allScreens, readOnlyFields);

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 7]);

describe('bulk add through the data provider', () => {
  it("sends the rows under the resource's rowsField and answers what was added and which rows were refused", async () => {
    await loginAs();
    const { data } = await provider.importRows('customers', {
      rows: [
        { firstName: 'Wanjiku', surname: 'Kamau', mblNo: '712345678', gender: 'F' },
        { firstName: 'Otieno', surname: 'Odhiambo', mblNo: '12345' },
      ],
    });
    expect(data.added).toBe(1);
    expect(data.failed).toEqual([{ row: 2, errors: { mblNo: expect.any(String) } }]);
  });

  it("fetches the server's CSV template, headed by the import's columns", async () => {
    await loginAs();
    const { data } = await provider.importTemplate('customers');
    expect(data).toBeInstanceOf(Blob);
    expect((await data.text()).split(/\r?\n/)[0]).toContain('firstName');
  });
});

describe("a filter's offered values through the data provider", () => {
  it('answers the values the choicesFrom action lists', async () => {
    await loginAs();
    const { data } = await provider.offeredValues('transactions', { source: 'orderTyp' });
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data).size).toBe(data.length);
  });

  it("rejects as a data error with the server's code when the action refuses", async () => {
    await loginAs(CASHIER);
    const refused = await rejectionOf(provider.offeredValues('transactions', { source: 'orderTyp' }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(isDataError(refused)).toBe(true);
  });

  it('fails loudly for a filter its resource file does not narrow', async () => {
    await expect(provider.offeredValues('transactions', { source: 'orderSts' })).rejects.toThrow(/declares no choicesFrom/);
  });
});

describe('the file service through the data provider', () => {
  it('uploads a file and serves the same bytes back as a stored file', async () => {
    await loginAs();
    const { data: stored } = await provider.upload({ file: new File([PNG], 'receipt.png', { type: 'image/png' }) });
    expect(stored).toEqual({ fileId: expect.stringMatching(/^F[0-9a-f]{32}$/), fileName: 'receipt.png' });
    const { data: blob } = await provider.storedFile(stored);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...PNG]);
  });

  it("rejects a refused upload as a data error carrying the service's own message", async () => {
    await loginAs();
    const refused = await rejectionOf(provider.upload({ file: new File(['not a picture'], 'receipt.png') }));
    expect(isDataError(refused)).toBe(true);
    expect((refused as Error).message).not.toBe('');
  });
});
