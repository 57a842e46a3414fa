import { expect, test, type APIRequestContext } from './fixtures.js';
import { DEMO_PASSWORDS } from '../../gateway/src/auth/gotrue/demo-users.js';
import { DEMO_MEMBERS } from '../../gateway/src/db/seed.js';
import { accessibilityViolations } from './pages/a11y.js';
import { KeyVoteDetailPage } from './pages/key-vote-page.js';
import { importLegislatorData } from './pages/legislator-pages.js';
import { LoginPage } from './pages/login-page.js';
import { createConfirmedMember, LOCAL_ANON_KEY } from './pages/outbox.js';
import { CampaignEditorPage, CampaignResultsPage, TakeActionPage } from './pages/take-action-pages.js';

// Issue #56: take action on a key vote. The seeded key votes (gateway/src/db/seed.ts KV(2), KV(3))
// carry the campaigns: a campaign is one per key vote and the e2e database is kept between runs,
// so each run edits it and uses new members; results are compared before and after.
const EPSTEIN_FILES = 'd8000000-0000-4000-8000-000000000003'; // H.R. 4405, the organization supports it
const LAKEN_RILEY = 'd8000000-0000-4000-8000-000000000002'; // S. 5
const RUN = Date.now().toString(36);
const BIRMINGHAM = { street: '1 Richard Arrington Jr Blvd', city: 'Birmingham', state: 'AL', zip: '35203' };

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/auth/v1/token?grant_type=password', { headers: { apikey: LOCAL_ANON_KEY }, data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

async function openCampaign(request: APIRequestContext, keyVoteId: string, body: Record<string, unknown>) {
  const staff = await tokenFor(request, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
  const res = await request.put(`/api/key-votes/${keyVoteId}/campaign`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { opensAt: new Date(Date.now() - 60_000).toISOString(), closesAt: null, ...body },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new member with a saved Birmingham address (AL-7: Rep. Sewell and Alabama's senators), as a token. */
async function alabaman(request: APIRequestContext, n: number): Promise<string> {
  const email = `caller-${RUN}-${n}@example.org`;
  await createConfirmedMember(request, email, `caller-pass-${RUN}`);
  const token = await tokenFor(request, email, `caller-pass-${RUN}`);
  const saved = await request.put('/api/user/me/address', { headers: { authorization: `Bearer ${token}` }, data: { data: { ...BIRMINGHAM, zipCode: BIRMINGHAM.zip } } });
  expect(saved.status(), await saved.text()).toBe(200);
  return token;
}

test.describe('take action on a key vote', () => {
  // The demo seed has a handful of legislators and no ZIP crosswalk or district offices: load the official data.
  test.beforeAll(() => {
    test.setTimeout(300_000);
    importLegislatorData(['legislators', 'votes', 'districts', 'offices']);
  });

  test('a member on a phone gives their address, calls their representative from the key vote, and sees their progress', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await openCampaign(request, EPSTEIN_FILES, {
      positionText: `We support releasing the files: the public has a right to know (${RUN}).`,
      callScript: 'Hello, my name is {member_name} from {member_city}, {member_zip}. I ask {legislator} to {position} {bill}.',
      messageScript: 'Dear {legislator},\n\nPlease {position} {bill}.\n\n{member_name}, {member_city}',
      chambers: ['house', 'senate'],
    });
    const email = `take-action-${RUN}@example.org`;
    await createConfirmedMember(request, email, `take-action-pass-${RUN}`);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, `take-action-pass-${RUN}`);
    await expect(page).toHaveURL(/\/dashboard$/);

    // From the key vote's page.
    const keyVote = new KeyVoteDetailPage(page);
    await keyVote.goto(EPSTEIN_FILES);
    const entry = page.getByRole('main').getByRole('region', { name: 'Take action' });
    await expect(entry).toContainText(RUN);
    await entry.getByRole('link', { name: 'Take action' }).click();
    await expect(page).toHaveURL(new RegExp(`/key-votes/${EPSTEIN_FILES}/take-action$`));

    // No address yet: it is asked for first, then the flow carries on with their own legislators.
    const flow = new TakeActionPage(page);
    await expect(flow.heading).toHaveText('Take action: Epstein Files Transparency Act');
    await expect(flow.position).toContainText(RUN);
    await flow.saveAddress(BIRMINGHAM);
    await expect(flow.cards).toHaveCount(3);
    await expect(flow.progress).toHaveText('You’ve contacted 0 of 3');

    const sewell = flow.target('Terri A. Sewell');
    await expect(sewell.root).toBeInViewport({ ratio: 0.1 });
    await expect(sewell.callLink(/Call the Washington office/)).toHaveAttribute('href', 'tel:+12022252665');
    await expect(sewell.callLink(/Call the Birmingham office/)).toHaveAttribute('href', 'tel:+12052541960');
    await expect(sewell.callScript).toHaveValue('Hello, my name is [your name] from Birmingham, 35203. I ask Representative Terri A. Sewell to support H.R. 4405.');
    // The script is theirs to edit before reading it.
    await sewell.callScript.fill('Hello, my name is Pat from Birmingham, 35203. Please support H.R. 4405.');
    await sewell.outcome('Unavailable').click();
    await expect(sewell.root).toContainText('Try again');
    await sewell.outcome('I talked to them').click();
    await expect(sewell.outcome('I talked to them')).toHaveAttribute('aria-pressed', 'true');
    await expect(flow.progress).toHaveText('You’ve contacted 1 of 3');
    await expect(sewell.status).toHaveText('Contacted');
    // Writing and the letter, on the next legislator: the official form opens in a new tab.
    const britt = flow.target('Katie Boyd Britt');
    await britt.tab('Write').click();
    await expect(britt.root.getByRole('link', { name: /Open the official contact form/ })).toHaveAttribute('target', '_blank');
    await britt.tab('Letter').click();
    await expect(britt.root.getByRole('document', { name: /as it will print/ })).toContainText('The Honorable Katie Boyd Britt');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Kept on the server: after a reload, and on the key vote's page.
    await page.reload();
    await expect(flow.progress).toHaveText('You’ve contacted 1 of 3');
    await keyVote.goto(EPSTEIN_FILES);
    await expect(entry).toContainText('You’ve contacted 1 of 3');
    await expect(entry.getByRole('link', { name: 'Continue' })).toBeVisible();
    // Nothing sticks out sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('staff open a campaign, preview its scripts, and watch the tally move as members call', async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    await expect(page).toHaveURL(/\/dashboard$/);

    const keyVote = new KeyVoteDetailPage(page);
    await keyVote.goto(LAKEN_RILEY);
    await page.getByRole('main').getByRole('link', { name: /^(Campaign|Edit campaign)$/ }).click();
    const editor = new CampaignEditorPage(page);
    await expect(editor.heading).toContainText('Laken Riley Act');
    await editor.positionText.fill(`Call before the vote (${RUN}).`);
    await editor.callScript.fill('I am {member_name} from {member_zip}; {legislator}, please {position} {bill}.');
    await expect(editor.preview).toContainText('I am Alex Morgan from 62701; Representative Jordan Lee, please carefully consider S. 5.');
    await editor.callScript.fill('I am {membername}.');
    await expect(editor.preview).toContainText('unknown placeholder {membername}');
    await editor.callScript.fill('I am {member_name} from {member_zip}; {legislator}, please {position} {bill}.');
    for (const c of [/^House/, /^Senate/]) if (!(await editor.chamber(c).isChecked())) await editor.chamber(c).check();
    await editor.form.getByLabel('Opens').fill('');
    await editor.form.getByLabel('Closes').fill('');
    await editor.save.click();
    await expect(page.getByText(/^Campaign saved \(version \d+\)$/)).toBeVisible();

    // The results, before and after five members call Rep. Sewell.
    await editor.form.page().getByRole('link', { name: 'Results' }).click();
    const results = new CampaignResultsPage(page);
    await expect(results.heading).toHaveText('Campaign results: Laken Riley Act');
    const before = await results.total('Actions').getAttribute('aria-label');
    const staff = await tokenFor(request, DEMO_MEMBERS.staff.email, DEMO_PASSWORDS.staff);
    const asStaff = { authorization: `Bearer ${staff}` };
    const start = ((await (await request.get(`/api/key-votes/${LAKEN_RILEY}/campaign/results`, { headers: asStaff })).json()) as { data: { actions: { value: number | null } } }).data.actions.value;
    for (let i = 0; i < 5; i++) {
      const token = await alabaman(request, i);
      const res = await request.post(`/api/key-votes/${LAKEN_RILEY}/campaign/actions`, {
        headers: { authorization: `Bearer ${token}` },
        data: { bioguide: 'S001185', channel: 'call', outcome: 'contacted' },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const now = ((await (await request.get(`/api/key-votes/${LAKEN_RILEY}/campaign/results`, { headers: asStaff })).json()) as { data: { actions: { value: number | null } } }).data.actions.value;
    expect(now).not.toBeNull();
    if (start !== null) expect(now).toBe(start + 5);
    await results.refresh.click();
    await expect(results.total('Actions')).toHaveAccessibleName(`Actions: ${now}`);
    expect(`Actions: ${now}`).not.toBe(before);
    // The chart's table says the same, in words a screen reader reads.
    await expect(results.byChannel.getByRole('table')).toContainText('Call');
    await expect(results.byChannel.getByRole('img', { name: /^Actions by channel and outcome\. Call: Contacted/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // And by legislator.
    await expect(page.getByRole('main').getByRole('table').filter({ hasText: 'Terri A. Sewell' })).toBeVisible();
  });
});
