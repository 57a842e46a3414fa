import type express from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config/config.js';
import type { Logger } from '../../config/logger.js';
import { createDevMailRouter } from './dev-mail.js';
import { AuthError, authErrorHandler, sendAuthError } from './errors.js';
import { createMailer, type Mailer } from '../../mail/mailer.js';
import { limitedIp } from './client-ip.js';
import { createRateLimiters } from './rate-limits.js';
import { createRestDiagnosticRouter } from './rest.js';
import { createAuthRouter } from './router.js';
import { createAuthService } from './service.js';
import type { SigningKeyRing } from './signing-keys.js';

export { DEMO_PASSWORDS, seedDemoAuthUsers } from './demo-users.js';
export { openSessionSql } from './sessions.js';

/**
 * Mounts the built-in GoTrue-compatible auth service (docs/auth-contract.md) on the app. Call it
 * after express.json and before the /api routes and the SPA fallback.
 *
 * - local auth (no SUPABASE_URL): /auth/v1/*, GET /rest/v1/users (the login page's diagnostic);
 * - hosted Supabase: /auth/v1 answers 404 (the client talks to Supabase directly);
 * - outside production: GET /dev/mail and /dev/mail.json, the local outbox.
 *
 */
export function mountAuth(
  app: express.Express,
  deps: { config: Config; log: Logger; dataSource: DataSource; mailer?: Mailer; keys?: SigningKeyRing },
): void {
  const { config, log, dataSource, keys } = deps;
  if (config.auth.local) {
    if (!keys) throw new Error('The built-in auth service needs its signing keys');
    const service = createAuthService({ dataSource, config, log, mailer: deps.mailer ?? createMailer(config, log), keys });
    const limits = createRateLimiters(config.auth.rateLimits, dataSource, (req) => limitedIp(req, config.mail.linkSecret));
    app.use(
      '/auth/v1',
      createAuthRouter({
        service,
        keys,
        anonKey: config.auth.anonKey,
        autoconfirm: config.auth.autoconfirm,
        limits,
      }),
    );
    app.use('/rest/v1', createRestDiagnosticRouter({ dataSource, anonKey: config.auth.anonKey, keys: keys.getKey, issuer: config.auth.issuer, log }));
  } else {
    app.use('/auth/v1', (_req, res) =>
      sendAuthError(
        res,
        new AuthError(404, 'not_found', `The built-in /auth/v1 is off: this portal signs in with hosted Supabase (${config.auth.supabaseUrl}).`),
      ),
    );
  }
  // Also catches body-parser errors (malformed JSON) of /auth/v1 requests: GoTrue's shape there.
  app.use('/auth/v1', authErrorHandler(log));
  if (!config.isProduction) app.use('/dev', createDevMailRouter(dataSource));
}
