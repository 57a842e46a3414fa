import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FirstContentScope, useFirstContentShown, useReportFirstContent } from './first-content';

function Extras() {
  return <p>{useFirstContentShown(1500) ? 'extras' : 'waiting'}</p>;
}

/** A query's first data on screen, as useSlicedFirstData reports it. */
function Shown() {
  const report = useReportFirstContent();
  useEffect(() => report?.(), [report]);
  return null;
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
        <FirstContentScope>
          <Shown />
        </FirstContentScope>
      </>,
    );
    expect(screen.getByText('extras')).toBeTruthy();
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
    const { rerender } = render(
      <>
        <FreshExtras />
        <FirstContentScope>{null}</FirstContentScope>
      </>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(
      <>
        <FreshExtras />
        <FirstContentScope>
          <FormPage />
        </FirstContentScope>
      </>,
    );
    expect(screen.getByText('extras')).toBeTruthy();
  });
});
