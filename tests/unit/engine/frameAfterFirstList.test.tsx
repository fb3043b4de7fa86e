// @vitest-environment jsdom
// Opened on a list, the frame's tools (side menu entries, header tools, open-page tabs) wait until the list's rows
// are painted, until the browser has nothing else to do while the list waits for them, or a second at most; opened
// anywhere else, they come with the page.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../../src/engine/frameAfterFirstList');

let idle: (() => void) | undefined;

const freshModule = async (): Promise<Module> => {
  vi.resetModules();
  return import('../../../src/engine/frameAfterFirstList');
};

const renderTools = ({ useFrameDrawn }: Module) => {
  const Tools = () => <p>{useFrameDrawn() ? 'bell, language, user menu' : 'room for them'}</p>;
  return render(<Tools />).container;
};

beforeEach(() => {
  vi.useFakeTimers();
  idle = undefined;
  vi.stubGlobal('requestIdleCallback', (then: () => void) => {
    idle = then;
    return 1;
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the frame opened on a list', () => {
  it('draws its tools in the first render when the console opened on any other page', async () => {
    const frame = await freshModule();
    expect(renderTools(frame).textContent).toBe('bell, language, user menu');
  });

  it('keeps their room until the rows have been painted, then draws them', async () => {
    const frame = await freshModule();
    frame.holdFrameForFirstList();
    const page = renderTools(frame);
    expect(page.textContent).toBe('room for them');
    act(() => frame.noteFirstListShown());
    // Not in the frame that paints the rows: after it.
    expect(page.textContent).toBe('room for them');
    act(() => vi.advanceTimersByTime(50));
    expect(page.textContent).toBe('bell, language, user menu');
  });

  it('draws them while the list waits for its rows if the browser is idle, not while the list itself is still coming', async () => {
    const frame = await freshModule();
    frame.holdFrameForFirstList();
    const page = renderTools(frame);
    expect(idle).toBeUndefined();
    act(() => frame.noteFirstListWaiting());
    expect(page.textContent).toBe('room for them');
    act(() => idle?.());
    expect(page.textContent).toBe('bell, language, user menu');
  });

  it('draws them a second after the first render whatever the list is doing', async () => {
    const frame = await freshModule();
    frame.holdFrameForFirstList();
    const page = renderTools(frame);
    act(() => vi.advanceTimersByTime(900));
    expect(page.textContent).toBe('room for them');
    act(() => vi.advanceTimersByTime(100));
    expect(page.textContent).toBe('bell, language, user menu');
  });
});
