import type { Resume } from '@shortlist/resume/schema/resume';
import { HttpError, notFound } from '../../lib/errors.js';
import type { ResumeRow, ResumeStatus, ResumesRepository } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ResumeRecord = Resume & {
  _id: string;
  id: string;
  userId: string;
  status: ResumeStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export const RESUME_NOT_FOUND = 'Resume not found';

function toRecord(row: ResumeRow): ResumeRecord {
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

export function resumesService(repo: ResumesRepository) {
  /** The user's resume, or 404: never a hint that someone else's exists. */
  async function owned(userId: string, id: string) {
    const row = UUID.test(id) ? await repo.find(userId, id) : undefined;
    if (!row) throw notFound(RESUME_NOT_FOUND, 'RESUME_NOT_FOUND');
    return row;
  }

  async function update(
    userId: string,
    id: string,
    version: number,
    resume: Resume,
    status?: ResumeStatus,
  ) {
    await owned(userId, id);
    const row = await repo.updateIfVersion(userId, id, version, toData(resume), status);
    if (!row) throw staleVersion();
    return toRecord(row);
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
      return toRecord(await owned(userId, id));
    },
    async list(userId: string) {
      return (await repo.listByUser(userId)).map(toRecord);
    },
    async remove(userId: string, id: string) {
      await owned(userId, id);
      await repo.remove(userId, id);
    },
    async duplicate(userId: string, id: string) {
      const row = await owned(userId, id);
      return toRecord(await repo.insert(userId, row.data, row.status as ResumeStatus));
    },
    /** Whether the user may download now. Every logged-in user may, until plans arrive. */
    async canGenerate(_userId: string) {
      return true;
    },
    async recordDownload(userId: string, id: string, format: string) {
      await owned(userId, id);
      if (!(await this.canGenerate(userId))) {
        throw new HttpError(402, 'PLAN_REQUIRED', 'Choose a plan to download your resume.');
      }
      const row = await repo.insertDownload(userId, id, format);
      return { id: row?.id ?? '', format, createdAt: (row?.createdAt ?? new Date()).toISOString() };
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
