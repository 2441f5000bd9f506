import type { DownloadFormat, ResumeRecord, ResumeStatus } from '@shortlist/contract';
import type { Resume } from '@shortlist/resume/schema/resume';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { PaymentsService } from '../payments/service.js';
import { resumesRepository, type ResumeRow, type ResumesRepository } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const RESUME_NOT_FOUND = 'Resume not found';

/** A stored row as the API answers it (the admin preview reads it too). */
export function toRecord(row: ResumeRow): ResumeRecord {
  return {
    ...(row.data as Resume),
    _id: row.id,
    id: row.id,
    userId: row.userId,
    status: row.status as ResumeStatus,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What is stored: the document without the identity and bookkeeping fields. */
function toData(resume: Resume): Resume {
  const { id: _id, userId: _userId, createdAt: _c, updatedAt: _u, ...data } = resume;
  return data as Resume;
}

const staleVersion = () =>
  new HttpError(
    409,
    'VERSION_CONFLICT',
    'This resume was changed somewhere else since you opened it. Reload it, or overwrite it with your version.',
  );

/** The user's resume, or 404: never a hint that someone else's exists. */
async function owned(repo: ResumesRepository, userId: string, id: string) {
  const row = UUID.test(id) ? await repo.find(userId, id) : undefined;
  if (!row) throw notFound(RESUME_NOT_FOUND, 'RESUME_NOT_FOUND');
  return row;
}

/** The rules of resumes: drafts, the final save, versions, ownership, downloads. */
export function resumesService(db: Db, payments: PaymentsService) {
  const repo = resumesRepository(db);

  async function update(
    userId: string,
    id: string,
    version: number,
    resume: Resume,
    status?: ResumeStatus,
  ) {
    // A resume the single plan covers is read-only (423), unless Unlimited is held.
    if (UUID.test(id)) await payments.assertEditable(userId, id);
    // One query when it succeeds (the update is scoped to the owner and the version); only a
    // refused update looks again, to tell a stale version (409) from no such resume (404).
    const row = UUID.test(id)
      ? await repo.updateIfVersion(userId, id, version, toData(resume), status)
      : undefined;
    if (row) return toRecord(row);
    await owned(repo, userId, id);
    throw staleVersion();
  }

  return {
    async latestDraft(userId: string) {
      const row = await repo.latestDraft(userId);
      return row ? toRecord(row) : null;
    },
    async createDraft(userId: string, resume: Resume) {
      return toRecord(await repo.insert(userId, toData(resume), 'draft'));
    },
    updateResume: (userId: string, id: string, version: number, resume: Resume) =>
      update(userId, id, version, resume),
    /** The final save: the draft it came from becomes `saved`, or a new saved resume. */
    async save(userId: string, resume: Resume, from?: { id: string; version: number }) {
      if (from) return update(userId, from.id, from.version, resume, 'saved');
      return toRecord(await repo.insert(userId, toData(resume), 'saved'));
    },
    async get(userId: string, id: string) {
      return toRecord(await owned(repo, userId, id));
    },
    async list(userId: string) {
      return (await repo.listByUser(userId)).map(toRecord);
    },
    async remove(userId: string, id: string) {
      await owned(repo, userId, id);
      await repo.remove(userId, id);
    },
    async duplicate(userId: string, id: string) {
      const row = await owned(repo, userId, id);
      return toRecord(await repo.insert(userId, row.data, row.status as ResumeStatus));
    },
    /**
     * Grants (payments decides: free download, plan, or 402) and records a download, asked
     * before anything renders. One transaction: parallel requests cannot both consume the
     * last free download.
     */
    async recordDownload(userId: string, id: string, format: DownloadFormat) {
      return withTransaction(db, async (tx) => {
        const txRepo = resumesRepository(tx);
        await owned(txRepo, userId, id);
        const grant = await payments.grantDownload(tx, userId, id);
        await txRepo.insertDownload(userId, id, format);
        return grant;
      });
    },
    async downloadsOf(userId: string) {
      return (await repo.listDownloads(userId)).map((d) => ({
        resumeId: d.resumeId,
        format: d.format,
        createdAt: d.createdAt.toISOString(),
      }));
    },
  };
}
export type ResumesService = ReturnType<typeof resumesService>;
