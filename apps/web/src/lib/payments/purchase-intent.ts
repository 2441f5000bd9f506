import { DOWNLOAD_FORMATS } from '@shortlist/contract';
import { returnPath } from '../paths';
import type { WantedDownload } from './plan-prompt';

/**
 * Where a purchase began and which download it was for, kept in this tab while the buyer is
 * at the checkout (Stripe's site or the test checkout), so that after paying they go back
 * there and the download starts.
 */
export type PurchaseIntent = { returnTo: string; download: WantedDownload | null };

const KEY = 'shortlist:purchase-intent';
/** A checkout left open longer than this is not picked up again. */
const KEEP_MS = 2 * 60 * 60_000;

export function rememberPurchaseIntent(intent: PurchaseIntent) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...intent, at: Date.now() }));
  } catch {
    // Storage refused: the buyer lands on the success page's links instead.
  }
}

/** The intent of this tab's last checkout, once: it is forgotten as it is read. */
export function takePurchaseIntent(): PurchaseIntent | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PurchaseIntent> & { at?: number };
    const returnTo = returnPath(value.returnTo);
    if (!returnTo || typeof value.at !== 'number' || Date.now() - value.at > KEEP_MS) return null;
    const d = value.download;
    const download =
      d &&
      typeof d.resumeId === 'string' &&
      (DOWNLOAD_FORMATS as readonly string[]).includes(d.format as string)
        ? { resumeId: d.resumeId, format: d.format }
        : null;
    return { returnTo, download };
  } catch {
    return null;
  }
}
