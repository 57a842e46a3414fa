import express, { type NextFunction, type Request, type Response } from 'express';
import { sameSecret } from '../same-secret.js';
import { APP_VERSION } from '../../config/version.js';
import { API_VERSION, API_VERSION_HEADER, authErrors, sendAuthError, wantsApiVersion2024 } from './errors.js';
import type { AuthRateLimiters } from './rate-limits.js';
import type { AuthService } from './service.js';
import type { SigningKeyRing } from './signing-keys.js';

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});

/** The `apikey` gate hosted Supabase applies at its API gateway (header, or `?apikey=`). */
export function requireApiKey(anonKey: string, onMissing: (res: Response) => void, onInvalid: (res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.apikey;
    const given = typeof header === 'string' ? header : typeof req.query.apikey === 'string' ? req.query.apikey : undefined;
    if (!given) return onMissing(res);
    if (!sameSecret(given, anonKey)) return onInvalid(res);
    next();
  };
}

/** /auth/v1: the GoTrue subset of contract §2. */
export function createAuthRouter(opts: { service: AuthService; keys: Pick<SigningKeyRing, 'jwks'>; anonKey: string; autoconfirm: boolean; limits: AuthRateLimiters }) {
  const { service, limits } = opts;
  const router = express.Router();
  // Parses bodies if the app has not (idempotent after the app's own express.json).
  router.use(express.json({ limit: '100kb', type: ['application/json', 'application/*+json'] }));
  router.use((req, res, next) => {
    // Echoed to the clients that name the version, as GoTrue does (errors.ts).
    if (wantsApiVersion2024(req)) res.setHeader(API_VERSION_HEADER, API_VERSION);
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Opened from an email: carries no headers, so no apikey (contract §1).
  router.get('/verify', async (req, res) => {
    res.redirect(303, await service.verifyLink(req.query as Body));
  });

  // The public signing keys, as hosted Supabase publishes them (no apikey needed): the gateway's
  // own verifier and supabase-js's getClaims() check access tokens against these.
  router.get('/.well-known/jwks.json', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.json(await opts.keys.jwks());
  });

  router.use(
    requireApiKey(
      opts.anonKey,
      (res) => sendAuthError(res, authErrors.noApiKey()),
      (res) => sendAuthError(res, authErrors.invalidApiKey()),
    ),
  );

  router.get('/health', (_req, res) => {
    res.json({ version: APP_VERSION, name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
  });
  router.get('/settings', (_req, res) => {
    res.json({
      external: { anonymous_users: false, email: true, phone: false, google: false, github: false, apple: false, azure: false },
      disable_signup: false,
      mailer_autoconfirm: opts.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  router.post('/token', ...limits.token, async (req, res) => {
    const grant = req.query.grant_type;
    if (grant === 'password') return void res.json(await service.passwordGrant(bodyOf(req)));
    if (grant === 'refresh_token') return void res.json(await service.refreshGrant(bodyOf(req)));
    if (grant === 'pkce') return void res.json(await service.pkceGrant(bodyOf(req)));
    throw authErrors.unsupportedGrantType();
  });
  router.post('/signup', ...limits.signup, async (req, res) => {
    res.json(await service.signup(bodyOf(req), req.query.redirect_to));
  });
  router.post('/otp', ...limits.otp, async (req, res) => {
    res.json(await service.otp(bodyOf(req), req.query.redirect_to));
  });
  router.post('/magiclink', ...limits.otp, async (req, res) => {
    res.json(await service.otp(bodyOf(req), req.query.redirect_to));
  });
  router.post('/recover', ...limits.recover, async (req, res) => {
    res.json(await service.recover(bodyOf(req), req.query.redirect_to));
  });
  router.post('/verify', ...limits.otp, async (req, res) => {
    res.json(await service.verifyOtp(bodyOf(req)));
  });
  router.get('/user', async (req, res) => {
    res.json(await service.getUser(req.headers.authorization));
  });
  router.put('/user', async (req, res) => {
    res.json(await service.updateUser(req.headers.authorization, bodyOf(req)));
  });
  router.post('/logout', async (req, res) => {
    await service.logout(req.headers.authorization, req.query.scope);
    res.status(204).end();
  });

  router.use((req, res) => sendAuthError(res, authErrors.notFound(`${req.method} /auth/v1${req.path}`)));
  return router;
}
