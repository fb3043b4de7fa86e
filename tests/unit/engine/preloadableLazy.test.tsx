// @vitest-environment jsdom
// A page whose code has arrived renders at once, without passing through the loading fallback (React would hold the
// reveal back for its fallback throttle); one whose code has not is loaded on first use, as React.lazy does.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../../src/engine/preloadableLazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const renderPage = (Page: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Wanjiru" />
    </Suspense>,
  );

afterEach(cleanup);

describe('a page that loads its code on first use', () => {
  it('shows at once, with no loading fallback, once preloaded', async () => {
    const { Page, preload } = preloadableLazy(async () => Greeting);
    await preload();
    const { container } = renderPage(Page);
    expect(container.textContent).toBe('Hello Wanjiru');
  });

  it('shows the loading fallback, then the page, when its code has not arrived', async () => {
    let loads = 0;
    const { Page } = preloadableLazy(async () => {
      loads += 1;
      return Greeting;
    });
    const { container } = renderPage(Page);
    expect(container.textContent).toBe('Loading');
    await screen.findByText('Hello Wanjiru');
    expect(container.textContent).toBe('Hello Wanjiru');
    expect(loads).toBe(1);
  });

  it('tries again after a download that failed', async () => {
    let attempts = 0;
    const { preload } = preloadableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
  });
});
