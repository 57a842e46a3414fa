import { getSupabase } from '../auth/supabase';
import { hasSessionCookie } from '../auth/cookie-names';

/**
 * Who the playground runs as: the member signed in to the portal on this same origin, read by
 * supabase-js from its session cookies (the portal's own client, unmodified). supabase-js refreshes a
 * token that is about to expire; signing out in another tab is seen through its auth events.
 */
export type PlaygroundViewer = { kind: 'signed-in'; email: string | null } | { kind: 'signed-out' } | { kind: 'checking' };

export function initialViewer(): PlaygroundViewer {
  return hasSessionCookie() ? { kind: 'checking' } : { kind: 'signed-out' };
}

/** The current access token, or null when nobody is signed in. */
export async function currentAccessToken(): Promise<string | null> {
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token ?? null;
  } catch {
    return null;
  }
}

/** Calls `onChange` with the viewer whenever supabase-js reports a sign-in, sign-out or refresh. */
export async function watchViewer(onChange: (viewer: PlaygroundViewer) => void): Promise<() => void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  onChange(data.session ? { kind: 'signed-in', email: data.session.user.email ?? null } : { kind: 'signed-out' });
  const { data: sub } = supabase.auth.onAuthStateChange((_event, session) =>
    onChange(session ? { kind: 'signed-in', email: session.user.email ?? null } : { kind: 'signed-out' }),
  );
  return () => sub.subscription.unsubscribe();
}
