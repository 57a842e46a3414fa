import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FirstContentScope, useFirstContentShown, useOneAtATime, useReportFirstContent } from './first-content';

type Scope = typeof FirstContentScope;

function Extras() {
  return <p>{useFirstContentShown(1500) ? 'extras' : 'waiting'}</p>;
}

/** A query's first data on screen, as useSlicedFirstData reports it. */
function Shown() {
  const report = useReportFirstContent();
  useEffect(() => report?.(), [report]);
  return null;
}

/** The extras wait while the page's region is empty, and load once `inside` is drawn in it. */
function extrasOnceInside(inside: ReactNode, { FirstContentScope, Extras }: { FirstContentScope: Scope; Extras: ComponentType }) {
  const { rerender } = render(
    <>
      <Extras />
      <FirstContentScope>{null}</FirstContentScope>
    </>,
  );
  expect(screen.getByText('waiting')).toBeTruthy();
  rerender(
    <>
      <Extras />
      <FirstContentScope>{inside}</FirstContentScope>
    </>,
  );
  expect(screen.getByText('extras')).toBeTruthy();
}

// The order matters: once a page has reported its first data, it stays reported (module state).
describe('the top bar extras wait for the page', () => {
  afterEach(() => vi.useRealTimers());

  it('load after the longest wait when nothing in the page reports, and a report outside it counts for nothing', () => {
    vi.useFakeTimers();
    render(
      <>
        <Extras />
        <Shown />
      </>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('extras')).toBeTruthy();
  });

  it('load as soon as a query in the page has drawn its first data', () => {
    vi.useFakeTimers();
    extrasOnceInside(<Shown />, { FirstContentScope, Extras });
  });
});

describe('a page with no data to wait for', () => {
  it('lets the extras load as soon as it is drawn', async () => {
    vi.resetModules(); // a fresh "nothing reported yet"
    const { FirstContentScope, useFirstContentShown, useNoFirstData } = await import('./first-content');
    function FreshExtras() {
      return <p>{useFirstContentShown(1500) ? 'extras' : 'waiting'}</p>;
    }
    function FormPage() {
      useNoFirstData();
      return <form aria-label="A form" />;
    }
    vi.useFakeTimers();
    extrasOnceInside(<FormPage />, { FirstContentScope, Extras: FreshExtras });
  });
});

describe('the extras mount one at a time', () => {
  afterEach(() => vi.useRealTimers());

  /** A part whose code arrives when the test says so (or fails to). */
  function part() {
    let arrive!: () => void;
    let fail!: () => void;
    const loading = new Promise<void>((resolve, reject) => {
      arrive = resolve;
      fail = () => reject(new Error('offline'));
    });
    loading.catch(() => undefined);
    return { preload: vi.fn(() => loading), arrive: () => arrive(), fail: () => fail() };
  }

  function Frame({ ready, parts }: { ready: boolean; parts: ReturnType<typeof part>[] }) {
    return <p>{`mounted ${useOneAtATime(ready, parts)}`}</p>;
  }

  it('none before the page is ready; then, once all their code is there, one per task', async () => {
    vi.useFakeTimers();
    const parts = [part(), part(), part()];
    const { rerender } = render(<Frame ready={false} parts={parts} />);
    expect(parts[0].preload).not.toHaveBeenCalled();
    rerender(<Frame ready parts={parts} />);
    expect(parts.every((p) => p.preload.mock.calls.length === 1)).toBe(true);
    await act(async () => {
      parts[0].arrive();
      parts[1].arrive();
      await vi.advanceTimersByTimeAsync(10);
    });
    // One part's code is still on its way: nothing is mounted yet.
    expect(screen.getByText('mounted 0')).toBeTruthy();
    await act(async () => {
      parts[2].arrive();
      await Promise.resolve();
    });
    expect(screen.getByText('mounted 0')).toBeTruthy();
    for (const n of [1, 2, 3]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText(`mounted ${n}`)).toBeTruthy();
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('mounted 3')).toBeTruthy();
  });

  it('a part whose code failed to arrive is mounted all the same (its error boundary shows it)', async () => {
    vi.useFakeTimers();
    const parts = [part(), part()];
    render(<Frame ready parts={parts} />);
    await act(async () => {
      parts[0].fail();
      parts[1].arrive();
      await vi.advanceTimersByTimeAsync(0);
    });
    for (const n of [1, 2]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText(`mounted ${n}`)).toBeTruthy();
    }
  });
});
