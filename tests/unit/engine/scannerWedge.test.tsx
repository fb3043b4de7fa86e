// @vitest-environment jsdom
// A USB barcode scanner types like a keyboard, only faster: the list hears its bursts (digits, then Enter) as scans,
// and leaves a person's typing, and any typing into a field, alone.
import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScannerWedge } from '../../../src/engine/scan/useScannerWedge';

const Listener = ({ onCode }: { onCode: (code: string) => void }) => {
  useScannerWedge(onCode);
  return <input aria-label="Search" />;
};

/** Key presses at the given times (ms), on the element. */
const press = (target: EventTarget, keys: string[], everyMs: number, start = 1_000) =>
  keys.forEach((key, index) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: start + index * everyMs });
    target.dispatchEvent(event);
  });

afterEach(cleanup);

describe('the scanner on a list', () => {
  it('hears a fast burst of digits ending in Enter as one code', () => {
    const onCode = vi.fn();
    render(<Listener onCode={onCode} />);
    press(document.body, [...'6161100000025', 'Enter'], 8);
    expect(onCode).toHaveBeenCalledExactlyOnceWith('6161100000025');
  });

  it('ignores a person typing digits at a human pace, a burst too short for a barcode, and letters in between', () => {
    const onCode = vi.fn();
    render(<Listener onCode={onCode} />);
    press(document.body, [...'61611000', 'Enter'], 120);
    press(document.body, [...'1234567', 'Enter'], 8, 5_000);
    press(document.body, [...'6161a1000', 'Enter'], 8, 9_000);
    expect(onCode).not.toHaveBeenCalled();
  });

  it('hears a scan made in the very commit that draws the list, before React has run its effects', () => {
    const onCode = vi.fn();
    // The list's next sibling scans as it is drawn (its layout phase): the list's listener must be there already.
    const ScansAsDrawn = () => {
      useLayoutEffect(() => press(document.body, [...'6161100000025', 'Enter'], 8), []);
      return null;
    };
    render(
      <>
        <Listener onCode={onCode} />
        <ScansAsDrawn />
      </>,
    );
    expect(onCode).toHaveBeenCalledExactlyOnceWith('6161100000025');
  });

  it('leaves typing into a field to the field', () => {
    const onCode = vi.fn();
    const { getByLabelText } = render(<Listener onCode={onCode} />);
    press(getByLabelText('Search'), [...'6161100000025', 'Enter'], 8);
    expect(onCode).not.toHaveBeenCalled();
  });
});
