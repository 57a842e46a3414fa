import type { EntityManager } from 'typeorm';
import type { TipStatus } from './tip.enums.js';

/** A staff decision on a tip: what notifications (issue #16) and other listeners react to. */
export interface TipDecided {
  tipId: string;
  /** The member who sent the tip (the one to tell). */
  memberId: string;
  status: TipStatus.PUBLISHED | TipStatus.DECLINED;
  /** The published article (PUBLISHED only). */
  articleId: string | null;
  declineReason: string | null;
  decidedBy: string;
  decidedAt: Date;
}

export type TipDecidedHook = (db: Pick<EntityManager, 'query'>, event: TipDecided) => Promise<void>;

const hooks: TipDecidedHook[] = [];

/**
 * Registers a listener for tip decisions. It runs inside the deciding transaction, so whatever it
 * writes (a notification row, a queued email job) commits or rolls back with the decision; a
 * listener that throws makes the decision fail. The in-portal notice needs no listener: it reads
 * decided tips whose outcome the member has not seen (tips.outcome_seen_at).
 */
export function onTipDecided(hook: TipDecidedHook): () => void {
  hooks.push(hook);
  return () => {
    const i = hooks.indexOf(hook);
    if (i >= 0) hooks.splice(i, 1);
  };
}

export async function emitTipDecided(db: Pick<EntityManager, 'query'>, event: TipDecided): Promise<void> {
  for (const hook of [...hooks]) await hook(db, event);
}
