import { afterEach, describe, expect, it } from 'vitest';
import { StrictMode, useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { usePageTitle } from '../components/usePageTitle';
import { PageAnnouncer } from './PageAnnouncer';

function Stories() {
  usePageTitle('Stories');
  return <Link to="/stories/1">A story</Link>;
}

/** Names itself "Story" until its data arrives, as the story page does. */
function Story({ arrives }: { arrives: Promise<void> }) {
  const [title, setTitle] = useState<string>();
  useEffect(() => {
    void arrives.then(() => setTitle('The reconciliation bill'));
  }, [arrives]);
  usePageTitle(title ?? 'Story');
  return <Link to="/stories">Stories</Link>;
}

function Tree({ arrives }: { arrives: Promise<void> }) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={['/stories']}>
        <PageAnnouncer />
        <Routes>
          <Route path="/stories" element={<Stories />} />
          <Route path="/stories/:id" element={<Story arrives={arrives} />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>
  );
}

const region = () => document.querySelector('[aria-live="polite"]')!;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('PageAnnouncer', () => {
  afterEach(() => {
    document.title = '';
  });

  it('reads out the page a navigation leads to once it has its own title, and not the page the tab opened on', async () => {
    let arrive!: () => void;
    const arrives = new Promise<void>((resolve) => (arrive = resolve));
    render(<Tree arrives={arrives} />);
    expect(document.title).toBe('Stories · Member Portal');
    await pause(500);
    expect(region().textContent).toBe('');

    act(() => screen.getByRole('link', { name: 'A story' }).click());
    // Its data is still coming: the placeholder title is not read out while it may still change…
    await pause(100);
    expect(region().textContent).toBe('');
    await act(async () => arrive());
    // …and the story's own title is, once.
    await waitFor(() => expect(region().textContent).toBe('The reconciliation bill · Member Portal'));

    act(() => screen.getByRole('link', { name: 'Stories' }).click());
    await waitFor(() => expect(region().textContent).toBe('Stories · Member Portal'));
  });

  it('says nothing while the next page has not named itself (its code is still coming)', async () => {
    function Slow() {
      return <p>Loading…</p>;
    }
    render(
      <MemoryRouter initialEntries={['/stories']}>
        <PageAnnouncer />
        <Routes>
          <Route path="/stories" element={<Stories />} />
          <Route path="/stories/:id" element={<Slow />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => screen.getByRole('link', { name: 'A story' }).click());
    await pause(600);
    // Not the previous page's title, which the tab still shows.
    expect(region().textContent).toBe('');
  });
});
