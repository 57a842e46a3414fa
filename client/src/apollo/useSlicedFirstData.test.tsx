import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSlicedFirstData } from './useSlicedFirstData';

interface Result {
  data?: { title: string };
  loading: boolean;
}

/** What the component rendered, render by render. */
function harness(initial: Result) {
  const seen: string[] = [];
  let setResult: (r: Result) => void = () => {};
  function Panel() {
    const [result, set] = useState(initial);
    setResult = set;
    const shown = useSlicedFirstData(result);
    const text = shown.data ? shown.data.title : shown.loading ? 'loading' : 'empty';
    seen.push(text);
    return <p>{text}</p>;
  }
  render(<Panel />);
  return { seen, update: (r: Result) => act(() => setResult(r)) };
}

describe('useSlicedFirstData', () => {
  it('renders the first data one render after it arrives (the loading state first), then shows it', async () => {
    const { seen, update } = harness({ loading: true });
    await update({ data: { title: 'Farm bill watch' }, loading: false });
    expect(await screen.findByText('Farm bill watch')).toBeTruthy();
    // The render in which the data arrived still showed the loading state.
    expect(seen).toEqual(['loading', 'loading', 'Farm bill watch']);
  });

  it('shows later results at once, in the render they arrive in', async () => {
    const { seen, update } = harness({ loading: true });
    await update({ data: { title: 'First' }, loading: false });
    await screen.findByText('First');
    seen.length = 0;
    await update({ data: { title: 'Second' }, loading: false });
    expect(screen.getByText('Second')).toBeTruthy();
    expect(seen).toEqual(['Second']);
  });

  it('shows data that is already there at mount (the cache) in the first render', () => {
    const { seen } = harness({ data: { title: 'From the cache' }, loading: false });
    expect(screen.getByText('From the cache')).toBeTruthy();
    expect(seen).toEqual(['From the cache']);
  });

  it('passes an error or an empty answer through as it is', async () => {
    const { update } = harness({ loading: true });
    await update({ loading: false });
    expect(screen.getByText('empty')).toBeTruthy();
  });
});
