// The data side of singleton resources: every record is cached under one id ("current") that never goes to the
// server, an empty answer is a record not set up yet, and a record command sends fields of its record
// ({record.<field>}), since a singleton has no id to send.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { createResourceDataProvider, runCommand } from '../../../src/data/resourceDataProvider';
import { SINGLETON_ID, singletonExists } from '../../../src/data/singleton';
import { getResourceDefinition, readOnlyFields } from '../../../src/engine/registry';
import { resourceDefinitions } from '../../declaredScreens';

type Row = Record<string, unknown>;

const recorder = (answer: Row) => {
  const calls: Array<{ action: string; body: Row }> = [];
  const call = async (action: string, body: Row) => {
    calls.push({ action, body });
    return answer;
  };
  return { calls, call: call as never };
};

const ipn = getResourceDefinition('ipnConfiguration');

describe('singleton records in the data provider', () => {
  it('reads with no id, and an empty answer is a record not set up yet', async () => {
    const server = recorder({});
    const provider = createResourceDataProvider({ definitions: resourceDefinitions, readOnlyFields, call: server.call, allowed: () => true });
    const { data } = await provider.getOne('ipnConfiguration', { id: SINGLETON_ID });
    expect(data).toEqual({ id: SINGLETON_ID });
    expect(singletonExists(ipn, data)).toBe(false);
    expect(server.calls).toEqual([{ action: 'QueryIPNInfo', body: {} }]);
  });

  it('keeps its one id whatever the server calls the record, and sends only writable fields on update', async () => {
    const server = recorder({ mercId: 'M100001', notifyUrl: 'https://pay.example.co.ke/ipn', ipnFlg: 'N', ipnKey: 'abc', updateDt: '20261121' });
    const provider = createResourceDataProvider({ definitions: resourceDefinitions, readOnlyFields, call: server.call, allowed: () => true });
    const previousData = { id: SINGLETON_ID, mercId: 'M100001', notifyUrl: 'https://old.example.co.ke/ipn', ipnFlg: 'Y', ipnKey: 'abc', updateDt: '20261120' };
    const { data } = await provider.update('ipnConfiguration', { id: SINGLETON_ID, data: { ...previousData, notifyUrl: 'https://pay.example.co.ke/ipn', ipnFlg: 'N' }, previousData });
    expect(server.calls).toEqual([{ action: 'UpdateIPNInfo', body: { notifyUrl: 'https://pay.example.co.ke/ipn', ipnFlg: 'N' } }]);
    expect(data).toMatchObject({ id: SINGLETON_ID, mercId: 'M100001', updateDt: '20261121' });
    expect(singletonExists(ipn, data)).toBe(true);
  });

  it('a record command sends the fields of its record it names', async () => {
    const server = recorder({ reachable: 'Y' });
    const command = ipn.commands!.find((entry) => entry.name === 'testUrl')!;
    await runCommand(ipn, command, { id: SINGLETON_ID, data: {}, record: { id: SINGLETON_ID, notifyUrl: 'https://pay.example.co.ke/ipn' } }, server.call);
    expect(server.calls).toEqual([{ action: 'ValidateIPNUrl', body: { notifyUrl: 'https://pay.example.co.ke/ipn' } }]);
  });
});
