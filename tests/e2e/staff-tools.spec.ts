import { expect, test, type Browser, type Locator, type Page } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS, DEMO_STORY_IDS } from '../../gateway/src/db/seed.js';
import { AdminUsersPage } from './pages/admin-users-page.js';
import { importLegislatorData } from './pages/legislator-pages.js';
import { createConfirmedMember, type OutboxMail } from './pages/outbox.js';
import { signIn } from './pages/journeys.js';

/**
 * Issue #15's journeys: staff moderation, timeline editing, access requests end to end, key votes
 * from imported roll calls and the legislator page after the import. Each journey leaves the
 * shared e2e database as it found it (what it creates it deletes, or it uses fresh accounts).
 */

// An article of the demo seed with public commentary (gateway/src/db/seed.ts A(1)).
const ARTICLE = 'd2000000-0000-4000-8000-000000000001';
/** `over`, once it has settled (toasts slide in), shares no pixel with `under`. */
async function expectNotCovering(over: Locator, under: Locator) {
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([over.boundingBox(), under.boundingBox()]);
      const height = over.page().viewportSize()?.height ?? 0;
      if (!a || !b) return 'not both on screen';
      if (a.y + a.height > height) return 'still sliding in';
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      return overlap ? `covers it: ${JSON.stringify({ over: a, under: b })}` : 'apart';
    })
    .toBe('apart');
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function asDemo(browser: Browser, who: keyof typeof DEMO_MEMBERS) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_MEMBERS[who].email, DEMO_PASSWORDS[who]);
  return { page, close: () => context.close() };
}

test.describe('staff tools (issue #15)', () => {
  test('staff delete a reader comment, with confirmation, and members no longer see it', async ({ browser }) => {
    const text = `A rude remark to moderate (e2e ${unique()})`;
    const member = await asDemo(browser, 'member');
    await member.page.goto(`/articles/${ARTICLE}`);
    await member.page.getByRole('textbox', { name: 'Add your commentary' }).fill(text);
    await member.page.getByRole('button', { name: 'Add Commentary' }).click();
    // The posted commentary (the composer may still hold the text until the server answers).
    await expect(member.page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(member.page.getByRole('textbox', { name: 'Add your commentary' })).toHaveValue('');

    const staff = await asDemo(browser, 'staff');
    await staff.page.goto(`/articles/${ARTICLE}`);
    const item = staff.page.getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /^Delete / }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Delete this commentary?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(staff.page.getByText('Commentary deleted successfully')).toBeVisible();
    await expect(staff.page.getByText(text)).toHaveCount(0);

    await member.page.reload();
    await expect(member.page.getByRole('heading', { name: 'Commentary', level: 2 })).toBeVisible();
    await expect(member.page.getByText(text)).toHaveCount(0);
    // Members moderate nothing: no Delete on anyone else's commentary.
    await expect(member.page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    // The super admin reads the action in the moderation log.
    const superAdmin = await asDemo(browser, 'superAdmin');
    await superAdmin.page.goto('/admin/moderation');
    await expect(superAdmin.page.getByRole('main').getByText(text.slice(0, 30)).first()).toBeVisible();
    await Promise.all([member.close(), staff.close(), superAdmin.close()]);
  });

  test('an editor edits a timeline entry’s note; a member is offered no edits', async ({ browser }) => {
    // The demo admin is an editor of the reconciliation story (and has staff level).
    const editor = await asDemo(browser, 'admin');
    await editor.page.goto(`/stories/${DEMO_STORY_IDS.reconciliation}`);
    const entry = editor.page.getByRole('main').getByRole('article').first();
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: /^(Edit the note on|Add a note to) / }).click();
    const note = `Why this matters: the final vote count (e2e ${unique()})`;
    const field = editor.page.getByRole('textbox', { name: 'Note' });
    await field.fill(note);
    await field.press('Tab');
    await editor.page.getByRole('form', { name: /^Note on / }).getByRole('button', { name: 'Save note' }).click();
    await expect(entry.getByText(note)).toBeVisible();
    // The toast saying so sits above the floating create button, not over it.
    const toast = editor.page.getByRole('status').filter({ hasText: 'Timeline entry' });
    await expect(toast).toBeVisible();
    await expectNotCovering(toast, editor.page.getByRole('button', { name: 'Create', exact: true }));
    await editor.page.reload();
    await expect(editor.page.getByText(note)).toBeVisible();

    const member = await asDemo(browser, 'member');
    await member.page.goto(`/stories/${DEMO_STORY_IDS.reconciliation}`);
    await expect(member.page.getByText(note)).toBeVisible();
    await expect(member.page.getByRole('button', { name: /^(Edit the note on|Add a note to|Remove .* from the timeline)/ })).toHaveCount(0);
    await Promise.all([editor.close(), member.close()]);
  });

  test('a member requests access from Access Denied and a super admin grants it; the member is told in the portal and by email', async ({ browser, request }) => {
    // Two people sign in and act in turn, with the notice's 10 s poll between them.
    test.setTimeout(90_000);
    const email = `access-${unique()}@example.test`;
    const password = 'access-journey-1';
    await createConfirmedMember(request, email, password);
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await signIn(page, email, password);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Request access' })).toBeVisible();
    // The lowest role that opens the page: /admin/users is the super admins' own.
    await expect(page.getByText(/Ask the super administrators for Super Admin access, the least that opens \/admin\/users/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Why do you need access? (optional)' }).fill('I run the member onboarding.');
    // Engaging with the form stops the redirect to the dashboard.
    await page.getByRole('button', { name: 'Request access' }).click();
    await expect(page.getByText(/is waiting for a super administrator/)).toBeVisible();
    await page.waitForTimeout(5500);
    await expect(page).toHaveURL(/\/admin\/users$/);
    // The member goes on with their day; the answer reaches the page they are on.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

    const superContext = await browser.newContext(phone);
    const superPage = await superContext.newPage();
    await signIn(superPage, DEMO_MEMBERS.superAdmin.email, DEMO_PASSWORDS.superAdmin);
    await superPage.goto('/admin/access-requests');
    const card = superPage.getByRole('article', { name: `Request from ${email}` });
    await expect(card).toContainText('I run the member onboarding.');
    await expect(card).toContainText('Turned away from /admin/users');
    await card.getByRole('button', { name: `Grant access to ${email}` }).click();
    const dialog = superPage.getByRole('dialog');
    // Never Super Admin by default: nothing is chosen, and nothing can be granted until it is.
    await expect(dialog.getByRole('combobox', { name: 'Role to grant' })).not.toContainText('Super Admin');
    await expect(dialog.getByRole('button', { name: 'Grant access' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Role to grant' }).click();
    await superPage.getByRole('option', { name: 'Super Admin' }).click();
    await expect(dialog).toContainText('full control');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The confirmation names the person.
    await expect(superPage.getByRole('dialog', { name: `Make ${email} a Super Admin?` })).toBeVisible();
    await superPage.getByRole('button', { name: `Make ${email} Super Admin` }).click();
    // The grant is saved once the dialog says so; until then the open dialog hides the page (and the
    // card) from the accessibility tree, so the card's absence alone proves nothing.
    await expect(superPage.getByText(`Super Admin access granted to ${email}`)).toBeVisible();
    await expect(superPage.getByRole('dialog')).toHaveCount(0);
    await expect(card).toHaveCount(0);

    // Without reloading: the notice asks again while the request is pending (PENDING_POLL_MS, 10 s).
    await expect(page.getByText(/Your access request was granted/)).toBeVisible({ timeout: 15_000 });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: /User Management|Admin/ })).toBeVisible();
    // What each role may do, Admin's one power beyond Staff included.
    await expect(page.getByRole('region', { name: 'What each role may do' })).toContainText('feature stories as Editor’s Pick');

    await expect
      .poll(async () => {
        const mails = (await (await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as OutboxMail[];
        return mails.map((m) => m.subject).join(' | ');
      })
      .toMatch(/access/i);
    await Promise.all([context.close(), superContext.close()]);
  });

  test('on a phone, a member turned away from a staff page asks for Staff access, which is what the grant offers', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const email = `staff-access-${unique()}@example.test`;
    const password = 'access-journey-2';
    await createConfirmedMember(request, email, password);
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await signIn(page, email, password);
    await page.goto('/legislators');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('The page you opened (/legislators) is for staff members')).toBeVisible();
    await page.getByRole('button', { name: 'Request staff access' }).click();
    await expect(page.getByText(/Ask the super administrators for Staff access, the least that opens \/legislators/)).toBeVisible();
    await page.getByRole('button', { name: 'Request access' }).click();
    await expect(page.getByText(/Your request for Staff access/)).toBeVisible();

    const superContext = await browser.newContext(phone);
    const superPage = await superContext.newPage();
    await signIn(superPage, DEMO_MEMBERS.superAdmin.email, DEMO_PASSWORDS.superAdmin);
    await superPage.goto('/admin/access-requests');
    const card = superPage.getByRole('article', { name: `Request from ${email}` });
    await expect(card).toContainText('Asks for Staff access');
    await card.getByRole('button', { name: `Grant access to ${email}` }).click();
    const dialog = superPage.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Role to grant' })).toContainText('Staff');
    await dialog.getByRole('button', { name: 'Grant access' }).click();
    await expect(superPage.getByText(`Staff access granted to ${email}`)).toBeVisible();
    await expect(page.getByText(/Your access request was granted: you are now Staff/)).toBeVisible({ timeout: 15_000 });
    await Promise.all([context.close(), superContext.close()]);
  });

  test('on a phone, a super admin who chooses a member in User Management is taken to their details', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, DEMO_MEMBERS.superAdmin.email, DEMO_PASSWORDS.superAdmin);
    const admin = new AdminUsersPage(page);
    await admin.goto();
    const first = admin.users.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const email = (await first.locator('p').first().innerText()).replace(/\s*\(you\)\s*$/, '').trim();
    await first.getByRole('button').tap();
    // The details are below the list: they come into view, with the focus on their heading.
    const heading = admin.detail(email).getByRole('heading', { level: 2, name: email });
    const expectInView = () =>
      expect
        .poll(async () => {
          const box = await admin.detail(email).boundingBox();
          return box && box.y >= 0 && box.y < 844 / 2 ? 'in view' : `at ${box?.y}`;
        })
        .toBe('in view');
    await expect(heading).toBeFocused();
    await expectInView();

    // Back up at the list, the same member chosen again: the details come into view again.
    await first.getByRole('button').focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await first.getByRole('button').tap();
    await expect(heading).toBeFocused();
    await expectInView();
    await context.close();
  });

  test.describe('with the official data imported', () => {
    test.beforeAll(() => {
      test.setTimeout(300_000);
      importLegislatorData(['legislators', 'votes']);
    });

    test('staff add a key vote from an imported roll call, then delete it with confirmation', async ({ browser }) => {
      const staff = await asDemo(browser, 'staff');
      const page = staff.page;
      await page.goto('/key-votes/new');
      await page.getByRole('searchbox', { name: 'Search roll calls' }).fill('H.R. 28');
      await page.getByRole('button', { name: /^Use H\.R\. 28, House Roll Call 12/ }).click();
      const form = page.getByRole('form', { name: 'New key vote' });
      await expect(form).toContainText('119th');
      await expect(form).toContainText(/Yea 218/);
      await form.getByLabel('We oppose').check();
      await form.getByRole('textbox', { name: 'Description' }).fill('Why we oppose it (e2e).');
      await form.getByRole('button', { name: 'Add Key Vote' }).click();
      await expect(page).toHaveURL(/\/key-votes\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Protection of Women and Girls in Sports Act/);
      await expect(page.getByText('Why we oppose it (e2e).')).toBeVisible();

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete this key vote?' }).getByRole('button', { name: 'Delete key vote' }).click();
      await expect(page).toHaveURL(/\/key-votes$/);
      await expect(page.getByText('Key vote deleted successfully')).toBeVisible();
      await staff.close();
    });

    test('the legislator page reads in order after the import, and an unknown id says not found', async ({ browser }) => {
      const staff = await asDemo(browser, 'staff');
      const page = staff.page;
      await page.goto('/legislators');
      await page.getByRole('searchbox', { name: 'Search by name' }).fill('Sanders');
      await page.getByRole('link', { name: /View Details/ }).first().click();
      await expect(page).toHaveURL(/\/legislators\/[0-9a-f-]{36}$/);
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings.first()).toHaveText('Staff Commentary');
      const order = await headings.allTextContents();
      const at = (t: string) => order.indexOf(t);
      expect(at('Current Term and Contact')).toBeGreaterThan(at('Staff Commentary'));
      expect(at('Committees')).toBeGreaterThan(at('Current Term and Contact'));
      expect(at('Previous Terms')).toBeGreaterThan(at('Committees'));

      await page.goto('/legislators/00000000-0000-4000-8000-000000000000');
      await expect(page.getByText(/No legislator has the id/)).toBeVisible();
      await staff.close();
    });
  });
});
