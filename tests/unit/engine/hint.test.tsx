// @vitest-environment jsdom
// The console's one tooltip (engine/hint): the pointer resting on a control names it after the control's delay;
// leaving, a click or Escape take it away, and a click keeps it away until the pointer has left.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HintProvider } from '../../../src/engine/hint/HintProvider';
import { useHint } from '../../../src/engine/hint/useHint';

const Control = ({ label, delay }: { label: string; delay?: number }) => <button {...useHint(label, { delay })}>{label.slice(0, 3)}</button>;

const renderControls = () =>
  render(
    <HintProvider>
      <Control label="Send message" />
      <Control label="Customers" delay={1500} />
    </HintProvider>,
  );

const mouse = { pointerType: 'mouse' };

// jsdom has no PointerEvent: without one, the pointer's type (mouse or touch) would not reach the control.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventWithType extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventWithType as unknown as typeof PointerEvent;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the hint', () => {
  it('names the control the pointer rests on, after its delay and not before', () => {
    renderControls();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Cus' }), mouse);
    act(() => void vi.advanceTimersByTime(1400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip').textContent).toBe('Customers');
  });

  it('shows one hint at a time: moving to another control moves it', () => {
    renderControls();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Cus' }), mouse);
    act(() => void vi.advanceTimersByTime(1600));
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Cus' }), mouse);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Sen' }), mouse);
    act(() => void vi.advanceTimersByTime(150));
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual(['Send message']);
  });

  it('goes on leaving, on Escape, and on a click, after which it stays away until the pointer has left', () => {
    renderControls();
    const send = screen.getByRole('button', { name: 'Sen' });
    fireEvent.pointerEnter(send, mouse);
    act(() => void vi.advanceTimersByTime(150));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerLeave(send, mouse);
    fireEvent.pointerEnter(send, mouse);
    act(() => void vi.advanceTimersByTime(150));
    fireEvent.click(send);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(send, mouse);
    act(() => void vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerLeave(send, mouse);
    fireEvent.pointerEnter(send, mouse);
    act(() => void vi.advanceTimersByTime(150));
    expect(screen.getByRole('tooltip').textContent).toBe('Send message');
    fireEvent.pointerLeave(send, mouse);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing for a tap: touch is not a hover', () => {
    renderControls();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Sen' }), { pointerType: 'touch' });
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
