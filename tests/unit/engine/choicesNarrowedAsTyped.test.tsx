// @vitest-environment jsdom
// A type-to-find box offers, between a keystroke and the server's answer to it, only the loaded records whose name
// holds what was typed (and those already chosen); once the server has answered that text, what it answered.
import { cleanup, render } from '@testing-library/react';
import { ChoicesContextProvider, useChoicesContext, type ChoicesContextValue, type RaRecord } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoicesNarrowedAsTyped } from '../../../src/engine/inputs/ChoicesNarrowedAsTyped';

const STORES: RaRecord[] = [
  { id: 'S1', storeName: 'Mama Wanjiru Traders – Section 58, Nakuru' },
  { id: 'S2', storeName: 'Kisumu Fresh Market' },
  { id: 'S3', storeName: 'Nakuru Hardware' },
];

const Offered = () => {
  const { allChoices } = useChoicesContext();
  return <p>{(allChoices ?? []).map((record) => record.id).join(',')}</p>;
};

const offered = (typed: string, context: Partial<ChoicesContextValue>) => {
  const value = { allChoices: STORES, selectedChoices: [], filterValues: {}, isFetching: false, ...context } as unknown as ChoicesContextValue;
  const { container } = render(
    <ChoicesContextProvider value={value}>
      <ChoicesNarrowedAsTyped typed={typed} nameOf={(record) => String(record.storeName)}>
        <Offered />
      </ChoicesNarrowedAsTyped>
    </ChoicesContextProvider>,
  );
  return container.textContent;
};

afterEach(cleanup);

describe('ChoicesNarrowedAsTyped', () => {
  it('offers every loaded record while nothing is typed', () => {
    expect(offered('', {})).toBe('S1,S2,S3');
  });

  it('offers only the names that hold the text, whatever its case, before the server is asked', () => {
    expect(offered('nakuru', { filterValues: {} })).toBe('S1,S3');
  });

  it('keeps a chosen record among the choices, so its chip stays', () => {
    expect(offered('kisumu', { selectedChoices: [STORES[2]] })).toBe('S2,S3');
  });

  it('narrows while the server is still answering the text, and offers its answer once it has', () => {
    expect(offered('nakuru', { filterValues: { q: 'nakuru' }, isFetching: true })).toBe('S1,S3');
    // The server may match on what the name does not show (a mobile number): its answer stands as it is.
    expect(offered('nakuru', { filterValues: { q: 'nakuru' }, isFetching: false })).toBe('S1,S2,S3');
  });
});
