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

let landing: LandingLocation | null = typeof window === 'undefined' ? null : here();

export function landingLocation(): LandingLocation {
  return landing ?? here();
}

/**
 * The address captured again, once the app's entry has put an emailed link's fragment back in it
 * (stored-session.ts takeEmailedLinkHandedOver): the link as it came, for supabase-js to read.
 */
export function recaptureLandingLocation(): void {
  if (typeof window !== 'undefined') landing = here();
}
