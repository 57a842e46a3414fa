import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { openDatabase } from '../db/database.js';
import { createMailer } from '../mail/mailer.js';
import { sendDigest } from '../modules/notification/digest.js';

/**
 * `npm run digest -- --member <email> --now`: builds one member's digest from everything waiting
 * for their daily and weekly digests, and sends it at once through the one mailer (locally into
 * the outbox, /dev/mail). What it lists counts as sent: the next scheduled digest starts after it.
 */
const USAGE = 'usage: npm run digest -- --member <email> --now';

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { member: { type: 'string' }, now: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || !values.member || !values.now) {
    console.error(values.member && !values.now ? `Scheduled digests are sent by the worker; --now sends one right away.\n${USAGE}` : USAGE);
    return 2;
  }
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const db = await openDatabase(config, log, { attach: true, poolSize: 2 });
  try {
    const email = values.member.trim().toLowerCase();
    const [member]: { id: string }[] = await db.dataSource.query('SELECT id FROM members WHERE email = $1', [email]);
    if (!member) {
      console.error(`No member has the email address ${email}.`);
      return 1;
    }
    const now = new Date();
    const outcome = await sendDigest(
      { dataSource: db.dataSource, log, siteUrl: config.siteUrl, linkSecret: config.mail.linkSecret, mailer: createMailer(config, log) },
      { memberId: member.id, frequency: 'manual', period: `manual-${now.toISOString()}`, cutoff: now.toISOString() },
    );
    if (outcome.status === 'sent') {
      const where = config.mail.smtpUrl ? `through ${config.mail.smtpUrl.replace(/\/\/[^@]*@/, '//')}` : `into the outbox (${config.siteUrl}/dev/mail)`;
      console.log(`Sent "${outcome.message.subject}" to ${email} ${where}.`);
    } else {
      console.log(`Nothing new for ${email} since their last digest: no email sent.`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
