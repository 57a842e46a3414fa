import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicApp } from './PublicApp';

// The about page's code cannot be fetched (a deploy replaced the files while the landing page was
// open, or the phone is offline).
vi.mock('../features/landing/AboutPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage.js');
});

const service = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('../auth/auth-service', () => service);

function renderPublicApp(path: string, notFoundPath?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PublicApp notFoundPath={notFoundPath} />
            <Link to="/key-votes">A plain link to Key Votes</Link>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The document's location, with its page loads recorded. */
function stubLocation(path: string) {
  const loads = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', { ...window.location, href: `http://localhost${path}`, pathname: path, ...loads });
  return loads;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the public app', () => {
  it('says a page could not be shown and offers a reload, instead of a blank screen', async () => {
    renderPublicApp('/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('opens the page after signing in as a document, the address unchanged until it loads', async () => {
    const loads = stubLocation('/login');
    service.signIn.mockResolvedValue({});
    const router = renderPublicApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fireEvent.change(screen.getByLabelText(/^Email/, { selector: 'input' }), { target: { value: 'a@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(loads.replace).toHaveBeenCalledWith('http://localhost/dashboard'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("leaves links into the member area to the browser and follows its own pages' links itself", async () => {
    stubLocation('/login');
    const router = renderPublicApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const leftToBrowser = (name: string) => {
      let left = false;
      // After the app's handler: whether it took the click, then jsdom kept from following it.
      const look = (event: Event) => {
        left = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', look);
      fireEvent.click(screen.getByRole('link', { name }));
      window.removeEventListener('click', look);
      return left;
    };
    expect(leftToBrowser('Browse stories')).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
    expect(leftToBrowser('Become a member')).toBe(false);
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe("the public app on the gateway's not-found page", () => {
  it('says "Page not found." at the address the gateway answered 404, and loads any other afresh', async () => {
    const loads = stubLocation('/an/old/link');
    renderPublicApp('/an/old/link', '/an/old/link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeTruthy();
    expect(loads.reload).not.toHaveBeenCalled();
    // A member page reached by a navigation that did not go through app-navigation.tsx.
    fireEvent.click(screen.getByRole('link', { name: 'A plain link to Key Votes' }));
    await waitFor(() => expect(loads.reload).toHaveBeenCalled());
  });
});
