import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../app/mui-theme';
import { theme } from '../../app/theme';
import { ToastProvider, useToast, type ToastOptions } from '.';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <button onClick={() => toast(options)}>Save</button>;
}

function renderTrigger(options: ToastOptions) {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Trigger options={options} />
      </ToastProvider>
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show title and description, then disappear after 3000 ms', () => {
    renderTrigger({ title: 'Story saved', description: 'Your changes are live.', status: 'success' });
    expect(screen.getByText('Story saved')).toBeTruthy();
    expect(screen.getByText('Your changes are live.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Story saved')).toBeTruthy();

    act(() => vi.advanceTimersByTime(100)); // 3000 ms: starts closing
    act(() => vi.advanceTimersByTime(1000)); // exit animation
    expect(screen.queryByText('Story saved')).toBeNull();
  });

  it('can be closed early with its close button', () => {
    renderTrigger({ title: 'Heads up' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification: Heads up' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('have no close button when not closable, and show unknown statuses as info', () => {
    renderTrigger({ title: 'FYI', status: 'loading', isClosable: false });
    expect(screen.queryByRole('button', { name: /close notification/i })).toBeNull();
    expect(screen.getByRole('status').className).toMatch(/Info/);
  });

  it('announce errors assertively', () => {
    renderTrigger({ title: 'Could not save', status: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });
});
