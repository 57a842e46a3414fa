import { ACCESS_TOKEN_PATTERN, REFRESH_COOKIE, REFRESH_COOKIE_MAX_AGE_SECONDS, REFRESH_TOKEN_PATTERN, SESSION_COOKIE } from '../auth/cookie-names';
import { EMAILED_LINK_KEY, EMAILED_LINK_PAGE } from '../auth/stored-session';
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE_SECONDS } from '../auth/time-zone-cookie';

/**
 * A tiny inline script for the <head> of the pages a signed-in member should not see (/ and the
 * sign-in screens): when supabase-js's stored session says someone is signed in, it replaces the
 * page with /dashboard before anything is drawn, rather than showing the landing page until the
 * app has loaded and redirects. It reads storage exactly like auth/stored-session.ts (same key
 * and shape) and leaves to the app every case it cannot decide: an emailed link's error in the URL,
 * a sign-in page that was sent a return address (history state), unreadable storage. The
 * gateway's Content-Security-Policy allows it by its hash (written to prerendered.json).
 *
 * An emailed sign-in or confirmation link (SPEC §7.1: they lead to /login, tokens in the fragment)
 * is taken on to /dashboard, not shown the sign-in form the member no longer needs (swapped for the
 * dashboard once supabase-js had read the link: Lighthouse layout shift 0.55). Its tokens go into the
 * session cookies the gateway draws member pages with (and the time zone cookie, if missing, that it
 * dates them with), its fragment into this tab's sessionStorage, and /dashboard is opened without
 * it: the gateway verifies the token and draws the dashboard, whose entry then takes the session
 * into supabase-js's storage (auth/stored-session.ts takeEmailedLinkHandedOver, which puts the
 * fragment back for supabase-js when the gateway drew nothing). Tokens that do not look like tokens,
 * or storage that cannot be written, take the link on with its fragment, as before. A
 * password-recovery link stays (its page reads it).
 *
 * `hostedSupabaseUrl` is VITE_SUPABASE_URL at build time; without it the storage key depends on
 * the host name the portal is served from (auth/config.ts), computed in the browser.
 */
export function signedInRedirectScript(hostedSupabaseUrl: string | undefined): string {
  const key = hostedSupabaseUrl?.trim()
    ? JSON.stringify(`sb-${new URL(hostedSupabaseUrl.trim()).hostname.split('.')[0]}-auth-token`)
    : `"sb-"+location.hostname.split(".")[0]+"-auth-token"`;
  const page = JSON.stringify(EMAILED_LINK_PAGE);
  return (
    '(function(){try{' +
    'var h=location.hash;' +
    'if(/(?:^#|&)access_token=/.test(h)&&!/(?:^#|&)type=recovery(?:&|$)/.test(h)){' +
    `var to=${page}+h;` +
    'try{' +
    'var p=new URLSearchParams(h.slice(1)),a=p.get("access_token")||"",r=p.get("refresh_token")||"",s=Number(p.get("expires_at"))-Math.floor(Date.now()/1e3);' +
    `if(${ACCESS_TOKEN_PATTERN}.test(a)&&${REFRESH_TOKEN_PATTERN}.test(r)&&s>0){` +
    'var c="; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");' +
    `sessionStorage.setItem(${JSON.stringify(EMAILED_LINK_KEY)},h);` +
    `document.cookie=${JSON.stringify(`${SESSION_COOKIE}=`)}+a+"; Max-Age="+s+c;` +
    `document.cookie=${JSON.stringify(`${REFRESH_COOKIE}=`)}+r+"; Max-Age=${REFRESH_COOKIE_MAX_AGE_SECONDS}"+c;` +
    `if(document.cookie.indexOf(${JSON.stringify(`${TIME_ZONE_COOKIE}=`)})<0){` +
    'var z=Intl.DateTimeFormat().resolvedOptions().timeZone,y=new Date().getFullYear();' +
    `if(z)document.cookie=${JSON.stringify(`${TIME_ZONE_COOKIE}=`)}+encodeURIComponent(z+"|"+new Date(y,0,1).getTimezoneOffset()+"|"+new Date(y,6,1).getTimezoneOffset())+"; Max-Age=${TIME_ZONE_COOKIE_MAX_AGE_SECONDS}"+c}` +
    `to=${page}` +
    '}}catch(e){}' +
    'location.replace(to);return}' +
    'if(/(?:^#|&)(?:access_token|error|error_description)=/.test(h)||/[?&]code=/.test(location.search))return;' +
    'var st=history.state;if(st&&st.usr&&st.usr.from)return;' +
    `var v=JSON.parse(localStorage.getItem(${key})||"null");` +
    'if(!v||typeof v.access_token!=="string"||typeof v.expires_at!=="number"||!v.user||typeof v.user.id!=="string")return;' +
    'location.replace("/dashboard")' +
    '}catch(e){}})();'
  );
}
