import { type Resume } from '@shortlist/resume/schema/resume';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/errors.js';

const MINUTE = 60_000;

/** A budget: at most `limit` units spent in any `windowMs` (a sliding window). */
export type BudgetRule = { limit: number; windowMs: number };

/**
 * Where spending is counted: this process's memory, or Redis with REDIS_URL (shared by every
 * server process). Each method is atomic for its key.
 */
export interface BudgetStore {
  /**
   * Spends `cost` of `key`'s budget at `now` under `id` when the window's spending plus
   * `cost` stays within `rule.limit`, and answers 0. Otherwise spends nothing and answers when
   * enough of the window's spending will have aged out for `cost` to fit.
   */
  take(key: string, id: string, cost: number, now: number, rule: BudgetRule): Promise<number>;
  /** Gives back what `id` (of `cost`) spent. */
  refund(key: string, id: string, cost: number): Promise<void>;
}

/**
 * When spending `cost` fits again: the moment the oldest entries that must leave the window
 * have left it. `entries` are the window's, oldest first; `limit` ≥ `cost` (the configuration
 * guarantees it), so it always fits eventually.
 */
export function fitsAt(
  entries: { at: number; cost: number }[],
  cost: number,
  now: number,
  rule: BudgetRule,
): number {
  const spent = entries.reduce((sum, e) => sum + e.cost, 0);
  if (spent + cost <= rule.limit) return 0;
  let freed = 0;
  for (const entry of entries) {
    freed += entry.cost;
    if (spent - freed + cost <= rule.limit) return entry.at + rule.windowMs;
  }
  return now + rule.windowMs;
}

/**
 * The model calls an enhancement makes (openai/provider.ts `enhance`): one per non-empty
 * position and education description, one per non-empty list (skills, interests,
 * certifications), and one for the summary.
 */
export function enhancementCalls(resume: Resume): number {
  const described = (entries: { description: string }[]) =>
    entries.filter((e) => e.description.trim() !== '').length;
  const lists = [resume.skills, resume.interests, resume.certifications];
  return (
    described(resume.experience) +
    described(resume.education) +
    lists.filter((items) => items.length > 0).length +
    1
  );
}

/** Who pays for an AI request: the signed-in user, if any, and the client's address. */
export type Payer = { userId?: string; address: string };

function unavailable(cause: unknown) {
  const error = new HttpError(
    503,
    'AI_UNAVAILABLE',
    'AI suggestions are briefly unavailable. Please try again in a minute.',
  );
  error.retryAfterSeconds = 60;
  return Object.assign(error, { cause });
}

/**
 * The AI budgets (decision 0500): model calls, not requests, per user AND per address. A
 * request is paid from every budget it touches or from none; one that any of them cannot
 * cover whole is refused whole, before any model call, with 429 and Retry-After.
 */
export function aiBudget(config: Config, store: BudgetStore, now: () => number = Date.now) {
  const rules = {
    user: { limit: config.aiCallsPerUserPerMinute, windowMs: MINUTE },
    address: { limit: config.aiCallsPerAddressPerMinute, windowMs: MINUTE },
  };

  return {
    /** Spends `calls` of the payer's budgets, or refuses (429) without spending anything. */
    async spend(payer: Payer, calls: number): Promise<void> {
      const at = now();
      const id = `${at}:${randomUUID()}`;
      const budgets: [string, BudgetRule][] = [
        [`address:${payer.address}`, rules.address],
        ...(payer.userId ? [[`user:${payer.userId}`, rules.user] as [string, BudgetRule]] : []),
      ];
      const answers = await Promise.allSettled(
        budgets.map(([key, rule]) => store.take(key, id, calls, at, rule)),
      );
      const spent = budgets.filter((_, i) => {
        const answer = answers[i];
        return answer?.status === 'fulfilled' && answer.value === 0;
      });
      const giveBack = () => Promise.allSettled(spent.map(([key]) => store.refund(key, id, calls)));
      const failed = answers.find((a) => a.status === 'rejected');
      if (failed) {
        await giveBack();
        throw unavailable(failed.reason);
      }
      if (spent.length === budgets.length) return;
      await giveBack();
      const until = Math.max(...answers.map((a) => (a.status === 'fulfilled' ? a.value : 0)));
      const seconds = Math.max(1, Math.ceil((until - at) / 1000));
      const error = new HttpError(
        429,
        'AI_RATE_LIMITED',
        `Too many AI requests. Please wait ${seconds} seconds and try again.`,
      );
      error.retryAfterSeconds = seconds;
      throw error;
    },
  };
}
export type AiBudget = ReturnType<typeof aiBudget>;
