// A list filter declared with "range": true is two filter values, <source>_gte and <source>_lte (both inclusive),
// which the data provider sends under the request fields the resource maps them to and the embedded backend
// applies to the field; check:config refuses a range over a field that has no order (an enum).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createResourceDataProvider } from '../../../src/data/resourceDataProvider';
import { rangeSources } from '../../../src/config/rangeFilter';
import { readOnlyFields } from '../../../src/engine/registry';
import { checkConfig } from '../../../scripts/check-config';
import { formatProblem } from '../../../scripts/lib/configFiles';
import { createFixture, type Fixture } from '../config/fixture';
import { loginAs, useTestBackend } from '../helpers/backend';
import { resourceDefinitions } from '../../declaredScreens';

const server = useTestBackend();
const provider = createResourceDataProvider({ definitions: resourceDefinitions, readOnlyFields });

describe('a date range filter through the data provider and the backend', () => {
  const page = (filter: Record<string, unknown>) =>
    provider.getList('settlements', { filter, pagination: { page: 1, perPage: 500 }, sort: { field: 'stlDt', order: 'ASC' } });

  it('names the two values after the field', () => {
    expect(rangeSources('stlDt')).toEqual({ from: 'stlDt_gte', to: 'stlDt_lte' });
  });

  it('sends from and to as beginDt and endDt and lists only the days between, both included', async () => {
    await loginAs();
    const bodies: Array<Record<string, unknown>> = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/SettleStatementPageQry')) bodies.push(await request.clone().json());
    });
    const { data, total } = await page({ stlDt_gte: '20261101', stlDt_lte: '20261103' });
    expect(bodies.at(-1)).toMatchObject({ beginDt: '20261101', endDt: '20261103' });
    expect(bodies.at(-1)).not.toHaveProperty('stlDt_gte');
    expect(total).toBe(data.length);
    expect(new Set(data.map((row) => row.stlDt))).toEqual(new Set(['20261101', '20261102', '20261103']));
  });

  it('takes either end alone', async () => {
    await loginAs();
    const from = await page({ stlDt_gte: '20261118' });
    expect(from.data.length).toBeGreaterThan(0);
    expect(from.data.every((row) => row.stlDt >= '20261118')).toBe(true);
    const to = await page({ stlDt_lte: '20261008' });
    expect(to.data.length).toBeGreaterThan(0);
    expect(to.data.every((row) => row.stlDt <= '20261008')).toBe(true);
  });
});

describe('check:config on range filters', () => {
  let fixture: Fixture;
  beforeEach(() => {
    fixture = createFixture();
  });
  afterEach(() => fixture.remove());

  it('accepts a date field and refuses an enum', async () => {
    fixture.edit('resources/widgets.json', (resource) => {
      (resource.list as { filters: unknown[] }).filters.push({ source: 'createDt', range: true }, { source: 'status', range: true });
    });
    // The action takes both ends of both ranges, so only the range rule itself is left to judge.
    fixture.edit('schemas/actions/QueryWidgetList.json', (entry) => {
      const properties = (entry.request as { properties: Record<string, unknown> }).properties;
      for (const end of ['createDt_gte', 'createDt_lte', 'status_gte', 'status_lte']) properties[end] = { type: 'string' };
    });
    const problems = (await checkConfig(fixture.root)).problems.map(formatProblem);
    expect(problems).toEqual([
      'resources/widgets.json /list/filters/3/range: a range filter needs a date, number or money field, but "status" is an enum',
    ]);
  });
});
