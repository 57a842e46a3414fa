import type { RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';

/**
 * Security headers and CORS (issue #7 item 3). One Content-Security-Policy for every response
 * that the built client (and the GraphiQL page at GET /graphql, which needs nothing more) runs
 * under — verified in Chromium with no violation reports:
 *   - scripts only from the portal itself: no page has an inline script;
 *   - inline styles allowed: MUI/emotion inject <style> elements at run time;
 *   - images only from the portal itself and data: URIs: article pictures and legislator photos are
 *     fetched by the server and served from /media (gateway/src/images), so a member's browser
 *     never tells a news site or photo host what they are reading (issue #12);
 *   - API calls to the portal itself, plus the hosted Supabase project (https and its realtime
 *     wss origin) when SUPABASE_URL is set;
 *   - never framed, no plugins, no <base> or form posts elsewhere.
 * HSTS only in production (plain-http local runs must not be pinned to https).
 */
export interface SecurityOptions {
  isProduction: boolean;
  /** Hosted Supabase project URL (config.auth.supabaseUrl), when the client talks to it. */
  supabaseUrl?: string;
}

export function contentSecurityPolicy(opts: SecurityOptions): Record<string, string[]> {
  const connect = ["'self'"];
  if (opts.supabaseUrl) {
    const origin = new URL(opts.supabaseUrl);
    connect.push(origin.origin, `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`);
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(opts.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function securityHeaders(opts: SecurityOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts) },
    // Not needed: the portal embeds nothing from other origins (and COEP would gain nothing).
    crossOriginEmbedderPolicy: false,
    // Allow the hosted Supabase auth popups/redirects to keep working (same as helmet's default).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: opts.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * CORS from CORS_ORIGINS: listed origins get Access-Control-Allow-Origin (and may send the
 * Authorization header); any other origin gets no CORS headers, so browsers refuse to let
 * its pages read the answers. Empty list = same-origin only (the portal serves its own client).
 */
export function corsPolicy(origins: string[]): RequestHandler {
  if (!origins.length) return cors({ origin: false });
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
