import type { ResumeRecord } from '@shortlist/contract';
import { resumeSchema, type Resume } from '@shortlist/resume';
import type { ResumeWrites } from '../../../lib/api/resumes';
import { fingerprint } from './fingerprint';

/**
 * A resume a visitor imported while this browser's one draft already held another: kept
 * here until they log in, then added to the account as a NEW resume (never over the draft).
 */
export const PENDING_IMPORT_KEY = 'shortlist:pending-import';

export function keepImportForAccount(resume: Resume, storage: Storage = window.localStorage) {
  storage.setItem(PENDING_IMPORT_KEY, JSON.stringify(resume));
}

/**
 * After login: the kept import becomes a new resume of the account (the same text gives the
 * same key, so a retry after a lost answer adds nothing); removed once the server holds it.
 * Returns the new resume, or null when none was kept. A failure keeps it for next time.
 */
export async function addPendingImport({
  api,
  storage = window.localStorage,
}: {
  api: Pick<ResumeWrites, 'create'>;
  storage?: Storage;
}): Promise<ResumeRecord | null> {
  const raw = storage.getItem(PENDING_IMPORT_KEY);
  if (!raw) return null;
  let resume: Resume;
  try {
    resume = resumeSchema.parse(JSON.parse(raw));
  } catch {
    storage.removeItem(PENDING_IMPORT_KEY);
    return null;
  }
  const record = await api.create(resume, `import:${fingerprint(resume)}`);
  storage.removeItem(PENDING_IMPORT_KEY);
  return record;
}
