import { expect, type APIRequestContext } from '@playwright/test';

/** The gateway's local outbox (GET /dev/mail.json, newest first), read by the journeys. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest emailed /auth/v1/verify link of this type sent to `to`, waiting for it to arrive. */
export async function emailedLink(request: APIRequestContext, to: string, type: 'signup' | 'recovery' | 'magiclink'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const mails = (await res.json()) as OutboxMail[];
        link = mails.flatMap((m) => m.links).find((l) => l.includes('/auth/v1/verify') && l.includes(`type=${type}`));
        return link;
      },
      { message: `a ${type} email to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The gateway's documented local anon key (SUPABASE_ANON_KEY unset outside production). */
export const LOCAL_ANON_KEY = 'local-dev-anon-key';

/** Signs up through /auth/v1 (as supabase-js would) and confirms through the emailed link. */
export async function createConfirmedMember(request: APIRequestContext, email: string, password: string): Promise<void> {
  const signup = await request.post('/auth/v1/signup', {
    data: { email, password },
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'x-supabase-api-version': '2024-01-01' },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  const verify = await request.get(await emailedLink(request, email, 'signup'), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
  expect(verify.headers().location).toContain('access_token=');
}
