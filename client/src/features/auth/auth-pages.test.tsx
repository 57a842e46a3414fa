import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthApiError } from '@supabase/supabase-js';
import { AuthFailure } from '../../errors/auth';
import { renderApp } from '../../test/render';
import { preloadAccountCode } from './account-code';

const service = vi.hoisted(() => ({
  signIn: vi.fn(),
  sendMagicLink: vi.fn(),
  signOut: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  checkUser: vi.fn(),
  runDiagnostics: vi.fn(),
  updatePassword: vi.fn(),
}));
vi.mock('../../auth/auth-service', () => service);

const fakeSupabase = vi.hoisted(() => ({
  session: null as null | { user: { id: string; email: string } },
  landing: { pathname: '/reset-password', search: '', hash: '' },
  initError: null as unknown,
}));
vi.mock('../../auth/supabase', () => ({
  authConfig: () => ({ url: 'http://localhost:8000', anonKey: 'k', hosted: false }),
  landingLocation: () => fakeSupabase.landing,
  urlSessionError: async () => fakeSupabase.initError,
  getSupabase: () => ({
    auth: {
      getSession: async () => ({ data: { session: fakeSupabase.session }, error: null }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      setSession: vi.fn(),
    },
  }),
}));

/** Runs `check` with the browser at `address` (where a page reads what a form posted to the gateway came back with). */
async function openedAt(address: string, check: () => Promise<void>) {
  window.history.replaceState(null, '', address);
  try {
    await check();
  } finally {
    window.history.replaceState(null, '', '/');
  }
}

/** The input labelled exactly `label` (MUI appends ' *' to required fields). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('signup', () => {
  it('checks the SPEC §5 rules before calling the auth service', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    type('Email', 'new@example.org');
    type('Password', '12345');
    type('Confirm password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeTruthy();

    type('Password', '123456');
    type('Confirm password', '123457');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();

    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(service.signUp).not.toHaveBeenCalled();
  });

  it("reads 'Creating account...' while busy, then asks to confirm the email when there is no session", async () => {
    let finish: (v: unknown) => void = () => {};
    service.signUp.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    type('Email', 'new@example.org');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = screen.getByRole('button', { name: 'Creating account...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await act(async () => finish({ user: { id: 'u1' }, session: null, alreadyRegistered: false, error: null }));
    expect((await screen.findByRole('status')).textContent).toMatch(/check your email \(new@example.org\) for a confirmation link/);
    expect(screen.getByRole('button', { name: 'Create account' }).hasAttribute('disabled')).toBe(true);
    expect(service.signUp).toHaveBeenCalledWith('new@example.org', 'secret1');
  });

  it('sends an existing member to /login after 2 seconds, with a Go now link', async () => {
    service.signUp.mockResolvedValue({ user: null, session: null, alreadyRegistered: true, error: new AuthApiError('User already registered', 422, 'user_already_exists') });
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    type('Email', 'old@example.org');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    // What the page preloads when idle (the timed redirect among it), before the clock is faked.
    await preloadAccountCode();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('You already have an account. You can now log in.');
    expect(status.textContent).toContain('in 2 seconds');
    expect(screen.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe('/login');
    act(() => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/signup');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the SPEC §8 text for a refused sign-up', async () => {
    service.signUp.mockResolvedValue({ user: null, session: null, alreadyRegistered: false, error: new AuthApiError('Password is known to be weak and easy to guess', 422, 'weak_password') });
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    type('Email', 'new@example.org');
    type('Password', 'password');
    type('Confirm password', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password error: Password is known to be weak and easy to guess');
  });
});

describe('signup, posted before the code arrived', () => {
  it.each([
    ['#signup_sent=1&email=new%40example.org', 'status', 'Your account has been created. Please check your email (new@example.org) for a confirmation link, then sign in.'],
    ['#signup_error=mismatch&email=new%40example.org', null, 'Passwords do not match.'],
    ['#signup_error=something_else&email=new%40example.org', 'alert', 'An unexpected error occurred. Please try again later.'],
  ])('says %s in its own words, the email back in its field', async (hash, role, text) => {
    await openedAt(`/signup${hash}`, async () => {
    renderApp('/signup');
    if (role) expect((await screen.findByRole(role)).textContent).toBe(text);
    else expect(await screen.findByText(text)).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('new@example.org');
    expect(window.location.hash).toBe('');
    });
  });

  it('never shows words a made-up link brings as the address', async () => {
    await openedAt('/signup#signup_sent=1&email=Call+555-0100+to+verify', async () => {
    renderApp('/signup');
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred. Please try again later.');
    expect(screen.queryByText(/555-0100/)).toBeNull();
    });
  });
});

describe('login', () => {
  it('requires an email for Check User', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fireEvent.click(await screen.findByRole('button', { name: 'Check User' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter an email address to check');
    expect(service.checkUser).not.toHaveBeenCalled();
  });

  it('reports an unknown address from Check User', async () => {
    service.checkUser.mockResolvedValue('not-found');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'who@example.org');
    fireEvent.click(await screen.findByRole('button', { name: 'Check User' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No user found with this email address.');
  });

  it('shows the login texts of SPEC §8', async () => {
    service.signIn.mockRejectedValueOnce(new AuthFailure(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')));
    service.signIn.mockRejectedValueOnce(new AuthFailure(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')));
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'a@example.org');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Please confirm your email address before logging in. Check your inbox for a confirmation link.',
      ),
    );
  });

  it('says why a sign-in posted before the code arrived failed (as the gateway sends it back), the email back in its field', async () => {
    await openedAt('/login#signin_error=invalid_credentials&email=a%40example.org', async () => {
    renderApp('/login');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password. Please try again.');
    expect((field('Email') as HTMLInputElement).value).toBe('a@example.org');
    expect((field('Password') as HTMLInputElement).value).toBe('');
    // Said once: the address no longer carries it.
    expect(window.location.hash).toBe('');
    });
  });

  it('requires email and password', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(service.signIn).not.toHaveBeenCalled();
  });

  it('returns to the page that asked for sign-in', async () => {
    service.signIn.mockResolvedValue({});
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    type('Email', 'a@example.org');
    type('Password', 'right-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(visited).toContain('/profile'));
    expect(service.signIn).toHaveBeenCalledWith('a@example.org', 'right-password');
  });
});

describe('forgot password', () => {
  it('says links expire after 1 hour, and shows the SPEC §8 texts', async () => {
    service.requestPasswordReset.mockResolvedValueOnce(new AuthApiError('Email not found', 404, 'user_not_found')).mockResolvedValueOnce(null);
    renderApp('/forgot-password');
    expect(await screen.findByText(/Reset links expire after 1 hour/)).toBeTruthy();
    type('Email', 'who@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Email address not found. Please check your email or sign up for a new account.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Password reset instructions have been sent to your email. Please check your inbox and spam folder. Click the link in the email to reset your password.',
    );
  });

  it('says the outcome of a request posted before the code arrived (as the gateway sends it back), the email back in its field', async () => {
    await openedAt('/forgot-password#forgot_error=user_not_found&status=404&message=Email+not+found&email=who%40example.org', async () => {
    renderApp('/forgot-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Email address not found. Please check your email or sign up for a new account.');
    expect((field('Email') as HTMLInputElement).value).toBe('who@example.org');
    expect(window.location.hash).toBe('');
    });
  });
});

describe('reset password', () => {
  beforeEach(() => {
    fakeSupabase.session = null;
    fakeSupabase.initError = null;
    fakeSupabase.landing = { pathname: '/reset-password', search: '', hash: '' };
  });

  it('hides the form and links to /forgot-password when the link has expired', async () => {
    fakeSupabase.landing.hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    renderApp('/reset-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your password reset link has expired. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).toBeNull();
    expect(screen.getByText('otp_expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check Session' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recover Session' })).toBeTruthy();
  });

  it('says the link is invalid when it carries nothing', async () => {
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid password reset link. Please request a new one.');
  });

  it('applies the 8-character rule, updates the password, signs out and goes to /login after 3 s', async () => {
    fakeSupabase.session = { user: { id: 'u1', email: 'a@example.org' } };
    fakeSupabase.landing.hash = '#access_token=x&refresh_token=y&type=recovery';
    service.updatePassword.mockResolvedValue(undefined);
    service.signOut.mockResolvedValue(undefined);
    const { router } = renderApp('/reset-password');
    // The form is there at once, its button ready (before the link is checked it posts to the gateway).
    expect(screen.getByRole('button', { name: 'Update password' }).hasAttribute('disabled')).toBe(false);
    await screen.findByText('Active session (a@example.org)');
    // Diagnostic box: recovery type, access token and hash are all present.
    expect(screen.getAllByText('Yes', { selector: 'dd' })).toHaveLength(3);

    type('New password', 'short12');
    type('Confirm new password', 'short12');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    type('New password', 'longer-pass');
    type('Confirm new password', 'longer-pasS');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(service.updatePassword).not.toHaveBeenCalled();

    type('Confirm new password', 'longer-pass');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    });
    expect(service.updatePassword).toHaveBeenCalledWith('longer-pass');
    expect(service.signOut).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(
      'Your password has been successfully reset. You will be redirected to the login page.',
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('reset password, posted before the link was checked', () => {
  beforeEach(() => {
    fakeSupabase.initError = null;
    fakeSupabase.landing = { pathname: '/reset-password', search: '', hash: '' };
  });

  it('says the password was reset and goes to /login after 3 s, without calling the link invalid', async () => {
    fakeSupabase.session = null; // the gateway signed the recovery session out
    await openedAt('/reset-password#reset_done=1', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { router } = renderApp('/reset-password');
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your password has been successfully reset. You will be redirected to the login page.'));
      await screen.findByText('No active session');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByLabelText(/^New password/, { selector: 'input' })).toBeNull();
      expect(window.location.hash).toBe('');
      act(() => vi.advanceTimersByTime(3000));
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it.each([
    ['#reset_error=too_short', 'Password must be at least 8 characters long'],
    ['#reset_error=mismatch', 'Passwords do not match'],
    ['#reset_error=same_password', 'Your new password must be different from your current one.'],
    ['#reset_error=Call_555-0100_to_verify', 'An unexpected error occurred. Please try again later.'],
  ])('says %s in its own words, the form kept for another try', async (hash, text) => {
    fakeSupabase.session = { user: { id: 'u1', email: 'a@example.org' } };
    await openedAt(`/reset-password${hash}`, async () => {
      renderApp('/reset-password');
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByText(/555-0100/)).toBeNull();
      expect(field('New password')).toBeTruthy();
      expect(window.location.hash).toBe('');
    });
  });
});
