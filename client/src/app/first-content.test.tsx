import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FirstContentScope, useFirstContentShown, useReportFirstContent } from './first-content';

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
