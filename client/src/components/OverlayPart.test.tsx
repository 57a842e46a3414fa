import { Suspense, useState, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazy } from '../app/lazy-page';
import { MESSAGES } from '../errors/messages';
import { OverlayPart } from './OverlayPart';
import { ToastProvider } from './toasts';

/*
 * A menu or drawer whose code loads when first needed: opened while that code cannot be fetched
 * (offline, or a deploy replaced the files), it says so in a toast and closes, the page stays, and
 * opening it again tries again — no error page, no alert left in the middle of the top bar.
 */

function SiteMenu({ onClose }: { onClose: () => void }) {
  return (
    <div role="menu" aria-label="Site menu">
      <button type="button" role="menuitem" onClick={onClose}>
        About
      </button>
    </div>
  );
}

/** Fails `failures` times (as offline), then arrives. */
function flakyMenu(failures: number) {
  let attempts = 0;
  const Menu = lazy(() => {
    attempts += 1;
    return attempts <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SiteMenu.js'))
      : Promise.resolve({ default: SiteMenu as ComponentType<{ onClose: () => void }> });
  });
  return { Menu, attempts: () => attempts };
}

function Page({ Menu, mountedClosed = false }: { Menu: ComponentType<{ onClose: () => void }>; mountedClosed?: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(mountedClosed);
  return (
    <ToastProvider>
      <h1>My Dashboard</h1>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Open menu
      </button>
      {used && (
        <OverlayPart open={open} onClose={() => setOpen(false)}>
          <Suspense fallback={null}>{open && <Menu onClose={() => setOpen(false)} />}</Suspense>
        </OverlayPart>
      )}
    </ToastProvider>
  );
}

describe('a menu whose code cannot be fetched', () => {
  it('says so in a toast when opened and closes; opening it again loads it', async () => {
    const { Menu, attempts } = flakyMenu(1);
    render(<Page Menu={Menu} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.PART_LOAD_FAILED);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('heading', { name: 'My Dashboard' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('menu', { name: 'Site menu' })).toBeTruthy();
    expect(attempts()).toBe(2);
  });

  it('says nothing when loading ahead of use fails, and loads when the member opens it', async () => {
    let attempts = 0;
    const Menu = lazy(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SiteMenu.js'))
        : Promise.resolve({ default: SiteMenu as ComponentType<{ onClose: () => void }> });
    });
    // Mounted closed, rendering the menu's code ahead of use (as the phone's drawer does).
    function Ahead() {
      const [open, setOpen] = useState(false);
      return (
        <ToastProvider>
          <button type="button" onClick={() => setOpen(true)}>
            Open menu
          </button>
          <OverlayPart open={open} onClose={() => setOpen(false)}>
            <Suspense fallback={null}>
              <div hidden={!open}>
                <Menu onClose={() => setOpen(false)} />
              </div>
            </Suspense>
          </OverlayPart>
        </ToastProvider>
      );
    }
    render(<Ahead />);
    await waitFor(() => expect(attempts).toBe(1));
    // React renders a suspended part again some time after its code settles (up to ~300 ms later):
    // by then the failure has reached the boundary, while the menu is closed.
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('menu', { name: 'Site menu' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });
});
