/**
 * The address the page was opened at, captured when the app starts, before supabase-js reads
 * (and clears) the `#access_token=…` or `#error=…` fragment of an emailed link. The
 * reset-password page reports on it in its diagnostic box.
 */
export interface LandingLocation {
  pathname: string;
  search: string;
  hash: string;
}

const here = (): LandingLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

const landing: LandingLocation | null = typeof window === 'undefined' ? null : here();

export function landingLocation(): LandingLocation {
  return landing ?? here();
}
