import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../config/logger.js';

/**
 * Cross-gateway invalidation on PostgreSQL LISTEN/NOTIFY (issue #17 item 1). Every gateway on the
 * database hears every message, its own included, so a per-process cache stays correct with N
 * gateways by dropping entries when told:
 *
 *   const notifier = createNotifier(dataSource, log);                 // one per process (app.ts)
 *   notifier.subscribe('legislators_changed', (payload) => cache.delete(payload), () => cache.clear());
 *   await notifier.publish('legislators_changed', legislatorId);      // after the write …
 *   await notifier.publish('legislators_changed', legislatorId, em);  // … or inside its transaction:
 *                                                                     //   delivered only on COMMIT
 *
 * - Channels are lower-case identifiers (`[a-z_][a-z0-9_]*`, ≤ 63 characters); payloads are text
 *   of at most 7,900 bytes (PostgreSQL's limit is 8,000) — send ids, not data.
 * - The listener is one dedicated connection (outside the pool). When it drops (database restart,
 *   network), it reconnects with backoff (0.5 s doubling to 10 s) and LISTENs again; messages sent
 *   meanwhile are lost, so every subscriber's `onGap` runs after each reconnect: a cache clears
 *   itself there. `onGap` also runs once the first LISTEN is in place, so nothing cached before
 *   the subscription is trusted.
 * - Delivery is at most once and asynchronous (milliseconds): a cache that must never serve a
 *   stale read right after its own gateway's write should also drop the entry locally.
 */
export interface Notifier {
  /** NOTIFY `channel` with `payload` (via the pool, or `em` to send it when that transaction commits). */
  publish(channel: string, payload?: string, em?: Pick<EntityManager, 'query'>): Promise<void>;
  /** Calls `onMessage` for each message on `channel`, `onGap` whenever messages may have been missed. Returns an unsubscribe function. */
  subscribe(channel: string, onMessage: (payload: string) => void, onGap?: () => void): () => void;
  /** Resolves once every current subscription is LISTENing (tests, start-up). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const MAX_PAYLOAD_BYTES = 7_900;

interface Subscriber {
  onMessage: (payload: string) => void;
  onGap?: () => void;
}

export function createNotifier(dataSource: DataSource, log: Logger, opts: { connectionString?: string } = {}): Notifier {
  const connectionString = opts.connectionString ?? (dataSource.options as { url?: string }).url;
  const subscribers = new Map<string, Set<Subscriber>>();
  const listening = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const check = (channel: string) => {
    if (!CHANNEL.test(channel)) throw new Error(`Notification channel "${channel}" must match ${CHANNEL}`);
  };

  const deliver = (channel: string, payload: string) => {
    for (const s of subscribers.get(channel) ?? []) {
      try {
        s.onMessage(payload);
      } catch (err) {
        log.error(`Notification handler for ${channel} failed`, err);
      }
    }
  };

  const gap = (channels: Iterable<string>) => {
    for (const channel of channels) {
      for (const s of subscribers.get(channel) ?? []) {
        try {
          s.onGap?.();
        } catch (err) {
          log.error(`Notification gap handler for ${channel} failed`, err);
        }
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  const drop = (c: pg.Client, why: unknown) => {
    if (client !== c) return;
    client = undefined;
    listening.clear();
    if (!closed) {
      log.warn(`Notification listener lost its connection (${why instanceof Error ? why.message : String(why)}); reconnecting`);
      scheduleReconnect();
    }
    c.end().catch(() => undefined);
  };

  async function connect(): Promise<void> {
    if (closed || client || !subscribers.size) return;
    if (connecting) return connecting;
    connecting = (async () => {
      const c = new pg.Client({ connectionString, application_name: 'member-portal-listener', connectionTimeoutMillis: 3_000, keepAlive: true });
      c.on('error', (err) => drop(c, err));
      c.on('end', () => drop(c, 'connection ended'));
      c.on('notification', (msg) => deliver(msg.channel, msg.payload ?? ''));
      try {
        await c.connect();
        if (closed) return void (await c.end());
        client = c;
        const channels = [...subscribers.keys()];
        for (const channel of channels) await c.query(`LISTEN ${channel}`);
        channels.forEach((ch) => listening.add(ch));
        retryMs = 500;
        gap(channels);
      } catch (err) {
        if (client === c) drop(c, err);
        else {
          c.end().catch(() => undefined);
          if (!closed) scheduleReconnect();
        }
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async publish(channel, payload = '', em) {
      check(channel);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Notification payload on ${channel} is over ${MAX_PAYLOAD_BYTES} bytes`);
      await (em ?? dataSource).query('SELECT pg_notify($1, $2)', [channel, payload]);
    },

    subscribe(channel, onMessage, onGap) {
      check(channel);
      const entry: Subscriber = { onMessage, onGap };
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(entry);
      if (client && !listening.has(channel)) {
        const c = client;
        c.query(`LISTEN ${channel}`).then(
          () => {
            if (client !== c || !subscribers.has(channel)) return;
            listening.add(channel);
            gap([channel]);
          },
          (err) => drop(c, err),
        );
      } else if (!client) {
        void connect();
      }
      return () => {
        set!.delete(entry);
        if (set!.size) return;
        subscribers.delete(channel);
        if (client && listening.delete(channel)) client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },

    async ready() {
      const deadline = Date.now() + 10_000;
      while ([...subscribers.keys()].some((ch) => !listening.has(ch)) || connecting) {
        if (Date.now() > deadline) throw new Error('The notification listener could not LISTEN within 10 s');
        await (connecting ?? connect());
        await new Promise((r) => setTimeout(r, 20));
      }
    },

    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      const c = client;
      client = undefined;
      listening.clear();
      await c?.end().catch(() => undefined);
    },
  };
}
