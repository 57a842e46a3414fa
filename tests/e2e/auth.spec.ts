import { expect, test, type Browser } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { SUPABASE_SESSION_COOKIE } from '../../gateway/src/auth/cookie-session.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { AdminUsersPage } from './pages/admin-users-page.js';
import { ForgotPasswordPage } from './pages/forgot-password-page.js';
import { LoginPage } from './pages/login-page.js';
import { MainLayout } from './pages/main-layout.js';
import { createConfirmedMember, emailedLink } from './pages/outbox.js';
import { ProfilePage } from './pages/profile-page.js';
import { ResetPasswordPage } from './pages/reset-password-page.js';
import { SignupPage } from './pages/signup-page.js';

// Every run makes its own accounts, so the journeys can run again on the same e2e database.
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test.describe('accounts and roles', () => {
  test('sign up, confirm from the outbox, sign in, see the profile', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    const password = 'journey-pass-1';

    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp(email, password);
    await expect(signup.status).toContainText('check your email');
    await expect(signup.submit).toBeDisabled();

    // The confirmation link signs the new member in and lands on /login, which moves on to the dashboard.
    await page.goto(await emailedLink(request, email, 'signup'));
    await expect(page).toHaveURL(/\/dashboard$/);
    const layout = new MainLayout(page);
    await layout.signOut();
    await expect(page).toHaveURL(/\/$/);

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, 'not-the-password');
    await expect(login.error).toHaveText('Invalid email or password. Please try again.');
    await login.signIn(email, password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await layout.navLink('My Profile').click();
    const profile = new ProfilePage(page);
    await expect(profile.heading).toBeVisible();
    await expect(profile.text(email)).toBeVisible();
    await expect(profile.tabs.getByRole('tab')).toHaveText(['My Stories', 'My tips', 'Settings']);
    await profile.settingsTab.click();
    await profile.username.fill(`e2e_${Date.now().toString(36)}`);
    await profile.saveUsername.click();
    await expect(profile.showRealName).not.toBeChecked();
    await profile.showRealName.click();
    await expect(profile.showRealName).toBeChecked();
    await page.reload();
    await profile.settingsTab.click();
    await expect(profile.showRealName).toBeChecked();
  });

  test('forgot password, reset from the outbox, sign in with the new password', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await createConfirmedMember(request, email, 'old-password-1');

    const login = new LoginPage(page);
    await login.goto();
    await login.forgotPassword.click();
    const forgot = new ForgotPasswordPage(page);
    await expect(forgot.heading).toBeVisible();
    await expect(page.getByText(/expire after 1 hour/)).toBeVisible();
    await forgot.request(email);
    await expect(forgot.status).toContainText('Password reset instructions have been sent to your email.');

    const link = await emailedLink(request, email, 'recovery');
    await page.goto(link);
    const reset = new ResetPasswordPage(page);
    await expect(reset.heading).toBeVisible();
    await expect(reset.diagnostics).toContainText('Active session');
    await reset.newPassword.fill('short');
    await reset.confirmPassword.fill('short');
    await reset.submit.click();
    await expect(page.getByText('Password must be at least 8 characters long', { exact: true })).toBeVisible();
    await reset.choose('new-password-2');
    await expect(reset.status).toContainText('Your password has been successfully reset.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await login.signIn(email, 'old-password-1');
    await expect(login.error).toHaveText('Invalid email or password. Please try again.');
    await login.signIn(email, 'new-password-2');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The emailed link worked once; opened again it is reported as expired.
    await new MainLayout(page).signOut();
    await page.goto(link);
    await expect(reset.error).toContainText('Your password reset link has expired. Please request a new one.');
    await expect(reset.requestNewLink).toHaveAttribute('href', '/forgot-password');
    await expect(reset.newPassword).toHaveCount(0);
  });

  test('sign in with an emailed one-time link', async ({ page, request }) => {
    const email = uniqueEmail('magic');
    await createConfirmedMember(request, email, 'magic-pass-1');

    await new LoginPage(page).requestLink(email);

    // The link leads to /login (SPEC §7.1) with a code, which the gateway exchanges for the session
    // (set in its cookie) before sending the member on to the dashboard: the sign-in form the member
    // no longer needs is never shown (its code is never fetched), and the gateway draws the dashboard.
    const link = await emailedLink(request, email, 'magiclink');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const dashboard = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/dashboard');
    const drawnAgain: string[] = [];
    page.on('console', (m) => m.text().includes('drawn again') && drawnAgain.push(m.text()));
    await page.goto(link);
    const drawn = await dashboard;
    expect(new URL(drawn.url()).hash).toBe('');
    expect(await drawn.text()).toMatch(/<div id="root"[^>]* data-ssr[^>]*>.*My Dashboard/s);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toContainText(email);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    expect(scripts.filter((s) => /\/(LoginPage|public-boot)-/.test(s))).toEqual([]);

    // Hydrated, not drawn again: the app started out knowing who is signed in.
    await page.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
    expect(drawnAgain).toEqual([]);
    // Signed in for good: supabase-js has the session (it loads once the page is idle) and keeps it
    // across a reload, the member's data loads, and signing out works.
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(email);
    await expect(page.getByRole('region', { name: 'Stories you follow' })).toBeVisible();
    await new MainLayout(page).signOut();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a sign-in link made up to look like the auth service\'s signs nobody in', async ({ page }) => {
    // Tokens in the fragment (no valid signature): emailed links now carry a code the gateway
    // exchanges (PKCE), and supabase-js refuses a session handed over in the address.
    const claims = Buffer.from(JSON.stringify({ sub: DEMO_MEMBERS.member.id, exp: Math.floor(Date.now() / 1000) + 3600, email: DEMO_MEMBERS.member.email })).toString('base64url');
    const forged = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${claims}.c2lnbmF0dXJl`;
    await page.goto(`/login#access_token=${forged}&expires_at=${Math.floor(Date.now() / 1000) + 3600}&expires_in=3600&refresh_token=made-up-refresh&token_type=bearer&type=magiclink`);
    await expect(page).toHaveURL(/\/login(#.*)?$/);
    await expect(new LoginPage(page).email).toBeVisible();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(SUPABASE_SESSION_COOKIE);
  });

  test('a sign-in link opened in another browser than the one that asked for it signs nobody in, and says why', async ({ page, browser, request }) => {
    const email = uniqueEmail('elsewhere');
    await createConfirmedMember(request, email, 'elsewhere-pass-1');
    await new LoginPage(page).requestLink(email);
    const link = await emailedLink(request, email, 'magiclink');

    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(link);
    await expect(elsewhere).toHaveURL(/\/login/);
    await expect(new LoginPage(elsewhere).error).toContainText('Open the link in the browser you asked for it from');
    expect((await other.cookies()).map((c) => c.name)).not.toContain(SUPABASE_SESSION_COOKIE);
    await other.close();
  });

  test('a super admin assigns staff to a member, who then sees the staff menu', async ({ browser, request }) => {
    const email = uniqueEmail('staff');
    const password = 'member-pass-1';
    await createConfirmedMember(request, email, password);

    const member = await signedInPage(browser, email, password);
    const memberLayout = new MainLayout(member.page);
    await expect(memberLayout.navLink('My Profile')).toBeVisible();
    for (const link of memberLayout.staffLinks) await expect(link).toHaveCount(0);

    const admin = await signedInPage(browser, DEMO_MEMBERS.superAdmin.email, DEMO_PASSWORDS.superAdmin);
    await new MainLayout(admin.page).navLink('Admin Dashboard').click();
    const users = new AdminUsersPage(admin.page);
    await expect(users.heading).toBeVisible();
    await users.assign(email, 'Staff');
    await expect(users.row(email).getByText('Staff', { exact: true })).toBeVisible();
    await expect(users.detail(email).getByRole('button', { name: 'Remove Staff role' })).toBeEnabled();

    // Roles come from the server: the member's next page load shows the staff items.
    await member.page.reload();
    for (const link of memberLayout.staffLinks) await expect(link).toBeVisible();
    await memberLayout.navLink('Legislators').click();
    await expect(member.page).toHaveURL(/\/legislators$/);

    await member.context.close();
    await admin.context.close();
  });
});
