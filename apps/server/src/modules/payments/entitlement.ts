import type { DownloadCost, DownloadGrant, Entitlement, Plan } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { paymentsRepository, type PaymentsRepository, type PurchaseRow } from './repository.js';

/** How long a grant covers its resume, in every format (issue 11). */
export const GRANT_HOURS = 24;

export const NO_FREE_DOWNLOADS =
  'You have used your free downloads. Choose a plan to download this resume.';
export const SINGLE_PLAN_USED =
  'Your single plan covers another resume. Choose a plan to download this one.';

type Holdings = { purchases: PurchaseRow[]; freeDownloadsLeft: number };

const isUnlimited = (p: PurchaseRow) => p.plan === 'unlimited';
const isSingle = (p: PurchaseRow) => p.plan === 'one-time';

function planOf({ purchases }: Holdings): Plan {
  if (purchases.some(isUnlimited)) return 'unlimited';
  if (purchases.some(isSingle)) return 'one-time';
  return 'free';
}

/** May the user download something now: a plan with a resume left to cover, or a free download. */
function canGenerate(h: Holdings) {
  return (
    h.freeDownloadsLeft > 0 ||
    h.purchases.some((p) => isUnlimited(p) || (isSingle(p) && (!p.boundAt || p.boundResumeId)))
  );
}

/** What pays for the next download of a resume, in the order of decision 0400. */
type Source =
  | { kind: 'running'; grantId: string }
  | { kind: 'unlimited' | 'bound' | 'unbound'; purchaseId: string }
  | { kind: 'free' }
  | { kind: 'none' };

const COST_OF: Record<Source['kind'], DownloadCost['uses']> = {
  running: 'covered',
  unlimited: 'covered',
  bound: 'covered',
  free: 'free',
  unbound: 'single-plan',
  none: 'none',
};

/** The one decision behind both a grant and its cost. */
async function decide(
  repo: PaymentsRepository,
  h: Holdings,
  userId: string,
  resumeId: string,
): Promise<Source> {
  const active = await repo.activeGrant(userId, resumeId);
  if (active) return { kind: 'running', grantId: active.id };
  const unlimited = h.purchases.find(isUnlimited);
  if (unlimited) return { kind: 'unlimited', purchaseId: unlimited.id };
  const bound = h.purchases.find((p) => isSingle(p) && p.boundResumeId === resumeId);
  if (bound) return { kind: 'bound', purchaseId: bound.id };
  if (h.freeDownloadsLeft > 0) return { kind: 'free' };
  const unbound = h.purchases.find((p) => isSingle(p) && !p.boundAt);
  if (unbound) return { kind: 'unbound', purchaseId: unbound.id };
  return { kind: 'none' };
}

/** Plans and free downloads: decided here, on the server, and nowhere else. */
export function entitlement(freeDownloads: number) {
  async function holdings(repo: PaymentsRepository, userId: string): Promise<Holdings> {
    // One after the other: inside a transaction PGlite has one connection.
    const purchases = await repo.purchasesOf(userId);
    const used = await repo.freeGrantsUsed(userId);
    return { purchases, freeDownloadsLeft: Math.max(0, freeDownloads - used) };
  }

  const answer = (h: Holdings): Entitlement => ({
    canGenerate: canGenerate(h),
    freeDownloadsLeft: h.freeDownloadsLeft,
    plan: planOf(h),
  });

  return {
    async check(db: Db, userId: string): Promise<Entitlement> {
      return answer(await holdings(paymentsRepository(db), userId));
    },

    /**
     * What a download of this resume would use now, without using it (issue 29: the user is
     * told before a download that costs a free download or binds the single plan).
     */
    async cost(db: Db, userId: string, resumeId: string): Promise<DownloadCost> {
      const repo = paymentsRepository(db);
      const h = await holdings(repo, userId);
      const source = await decide(repo, h, userId, resumeId);
      const uses = COST_OF[source.kind];
      return { uses, freeDownloadsLeft: h.freeDownloadsLeft };
    },

    /**
     * Whether someone the user shared this resume with may download it: only what costs the
     * owner nothing new (Unlimited, or the single plan already bound to this resume). A
     * visitor never spends the owner's free downloads nor binds their single plan.
     */
    async coversShared(db: Db, userId: string, resumeId: string) {
      const { purchases } = await holdings(paymentsRepository(db), userId);
      return purchases.some((p) => isUnlimited(p) || (isSingle(p) && p.boundResumeId === resumeId));
    },

    /**
     * Grants a download of a resume the caller owns, inside the caller's transaction `tx`.
     * The user's row is locked first, so parallel requests are decided one after another:
     * with one free download left, exactly one of them gets it. A grant still running for the
     * resume is answered again without consuming anything. Otherwise, in order: Unlimited, the
     * single plan already bound to this resume, a free download, an unbound single plan (which
     * this download binds to the resume), or 402.
     */
    async grant(tx: Db, userId: string, resumeId: string): Promise<DownloadGrant> {
      const repo = paymentsRepository(tx);
      await repo.lockUser(userId);
      const h = await holdings(repo, userId);
      const done = (grantId: string, freeDownloadsLeft = h.freeDownloadsLeft) => ({
        grantId,
        freeDownloadsLeft,
        plan: planOf(h),
      });
      const expiresAt = new Date(Date.now() + GRANT_HOURS * 3600_000);
      const give = (source: string, purchaseId?: string) =>
        repo.insertGrant({ userId, resumeId, source, purchaseId, expiresAt });

      const source = await decide(repo, h, userId, resumeId);
      switch (source.kind) {
        case 'running':
          return done(source.grantId);
        case 'unlimited':
        case 'bound':
          return done(
            (await give(source.kind === 'bound' ? 'one-time' : 'unlimited', source.purchaseId)).id,
          );
        case 'free':
          return done((await give('free')).id, h.freeDownloadsLeft - 1);
        case 'unbound':
          if (await repo.bindPurchase(source.purchaseId, resumeId))
            return done((await give('one-time', source.purchaseId)).id);
          break;
        case 'none':
          break;
      }
      const message = h.purchases.some(isSingle) ? SINGLE_PLAN_USED : NO_FREE_DOWNLOADS;
      throw new HttpError(402, 'PLAN_REQUIRED', message);
    },
  };
}
