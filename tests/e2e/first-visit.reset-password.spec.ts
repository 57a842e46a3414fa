import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/login-page.js';
import { ForgotPasswordPage } from './pages/forgot-password-page.js';
import { layoutShift, onPhoneCpuMeasuringShift } from './pages/phone-cpu.js';
import { ResetPasswordPage } from './pages/reset-password-page.js';

/**
 * Issue #12 in the browser: the page the password-reset email opens arrives drawn from its HTML, is
 * hydrated by the public app without moving, and its form works once the link is checked.
 */

test.describe('the page the password-reset email opens', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('is drawn from its HTML, hydrated by the public app without moving, and its form works once the link is checked', async ({ page, context, request }) => {
    const email = `e2e-reset-first-${Date.now().toString(36)}@example.org`;
    const link = await new ForgotPasswordPage(page).resetLinkForNewMember(request, email);

    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await onPhoneCpuMeasuringShift(page, context);
    const response = await page.goto(link);
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    expect(await response!.text()).toContain('Choose a new password');
    const reset = new ResetPasswordPage(page);
    const drawn = await reset.newPassword.elementHandle();
    await expect(reset.submit).toBeEnabled({ timeout: 20_000 });
    await expect(reset.diagnostics).toContainText(`Active session (${email})`);
    // The same field: React adopted the prerendered form; the member app was not loaded.
    expect(await drawn!.evaluate((el) => el.isConnected)).toBe(true);
    expect(scripts.some((s) => s.startsWith('/assets/public-boot-'))).toBe(true);
    expect(scripts.filter((s) => /\/(boot|member-core|member-vendor)-/.test(s))).toEqual([]);
    await page.waitForTimeout(500);
    expect(await layoutShift(page)).toBeLessThan(0.05);

    await reset.choose('new-password-2');
    await expect(reset.status).toContainText('Your password has been successfully reset.');
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    const login = new LoginPage(page);
    await login.signIn(email, 'new-password-2');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
