import type { DownloadGrant, Entitlement, Plan } from '@shortlist/contract';
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
      const active = await repo.activeGrant(userId, resumeId);
      if (active) return done(active.id);

      const expiresAt = new Date(Date.now() + GRANT_HOURS * 3600_000);
      const give = (source: string, purchaseId?: string) =>
        repo.insertGrant({ userId, resumeId, source, purchaseId, expiresAt });

      const unlimited = h.purchases.find(isUnlimited);
      if (unlimited) return done((await give('unlimited', unlimited.id)).id);
      const bound = h.purchases.find((p) => isSingle(p) && p.boundResumeId === resumeId);
      if (bound) return done((await give('one-time', bound.id)).id);
      if (h.freeDownloadsLeft > 0) {
        return done((await give('free')).id, h.freeDownloadsLeft - 1);
      }
      const unbound = h.purchases.find((p) => isSingle(p) && !p.boundAt);
      if (unbound && (await repo.bindPurchase(unbound.id, resumeId))) {
        return done((await give('one-time', unbound.id)).id);
      }
      const message = h.purchases.some(isSingle) ? SINGLE_PLAN_USED : NO_FREE_DOWNLOADS;
      throw new HttpError(402, 'PLAN_REQUIRED', message);
    },
  };
}
