// @vitest-environment jsdom
// The search box keeps every key the merchant types, while the list it searches catches up with the searches it
// was sent (spec 001 §5: throttled to one search per 800 ms).
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from '../../../src/layout/SearchField';

/** A list that takes a search in a moment (as react-admin's does, through the address) and shows it back. */
const SlowList = ({ sent, lagMs = 50 }: { sent: string[]; lagMs?: number }) => {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchField
        label="Search"
        value={search}
        onSearch={(value) => {
          sent.push(value);
          setTimeout(() => setSearch(value), lagMs);
        }}
      />
      <button type="button" onClick={() => setSearch('')}>
        Clear filters
      </button>
    </>
  );
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box', () => {
  it('keeps the keys typed while the list is still taking the first search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 150 });
    const sent: string[] = [];
    render(
      <AdminContext>
        <SlowList sent={sent} />
      </AdminContext>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'SO2611200008');
    expect(box).toHaveProperty('value', 'SO2611200008');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(box).toHaveProperty('value', 'SO2611200008');
    // The first key searched at once, the rest at most every 800 ms, the last one with everything typed.
    expect(sent[0]).toBe('S');
    expect(sent.at(-1)).toBe('SO2611200008');
  });

  it('keeps them when the answer to an earlier search arrives after a later one was sent (a slow list under load)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 150 });
    const sent: string[] = [];
    render(
      <AdminContext>
        <SlowList sent={sent} lagMs={900} />
      </AdminContext>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'SO2611200008{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(box).toHaveProperty('value', 'SO2611200008');
    expect(sent.at(-1)).toBe('SO2611200008');
  });

  it('takes a search cleared from outside (Clear filters) into the box', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext>
        <SlowList sent={[]} />
      </AdminContext>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'Akinyi{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveProperty('value', '');
  });
});
