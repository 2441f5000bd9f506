import {
  hasResumeContent,
  type DownloadFormat,
  type ResumeRecord,
  type ResumeStatus,
} from '@shortlist/contract';
import type { Resume } from '@shortlist/resume/schema/resume';
import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { resumesRepository, type ResumesRepository } from './repository.js';
import type { PaymentsService } from '../payments/service.js';
import { summaryOf, titleOf, toData, toRecord } from './records.js';
import { versionedUpdater } from './versioned-update.js';
import { summariesLister } from './summaries-list.js';

export { toRecord };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const RESUME_NOT_FOUND = 'Resume not found';
export const VERSION_NOT_FOUND = 'Version not found';

/** The cap's message, with the number from MAX_RESUMES_PER_USER. */
export const resumeLimitMessage = (max: number) =>
  `You have reached the limit of ${max} resumes. Delete one to create another.`;

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

export type Created = { status: 200 | 201; record: ResumeRecord };
type CreateRoute = 'draft' | 'duplicate' | 'handover';

export type ResumesOptions = { maxResumesPerUser: number };

/** The rules of resumes: drafts, the final save, versions, ownership, the cap, downloads. */
export function resumesService(
  db: Db,
  payments: PaymentsService,
  options: ResumesOptions = { maxResumesPerUser: 100 },
) {
  const repo = resumesRepository(db);
  const updateIfVersion = versionedUpdater(db);

  /**
   * Every creation: the user's creations run one at a time (their row is locked), a repeated
   * Idempotency-Key gets the first answer and creates nothing, and the cap is checked in the
   * same transaction as the insert.
   */
  function creating(
    userId: string,
    route: CreateRoute,
    key: string | undefined,
    work: (repo: ResumesRepository, ensureRoom: () => Promise<void>) => Promise<Created>,
  ): Promise<Created> {
    return withTransaction(db, async (tx) => {
      const txRepo = resumesRepository(tx);
      await txRepo.lockUser(userId);
      if (key) {
        const prior = await txRepo.findIdempotent(userId, route, key);
        if (prior) return { status: prior.status as 200 | 201, record: prior.body as ResumeRecord };
      }
      const ensureRoom = async () => {
        if ((await txRepo.countByUser(userId)) >= options.maxResumesPerUser)
          throw new HttpError(409, 'RESUME_LIMIT', resumeLimitMessage(options.maxResumesPerUser));
      };
      const result = await work(txRepo, ensureRoom);
      if (key) await txRepo.rememberIdempotent(userId, route, key, result.status, result.record);
      return result;
    });
  }

  async function insertNew(
    txRepo: ResumesRepository,
    userId: string,
    data: Resume,
    status: ResumeStatus,
    title: string | null = null,
  ) {
    return toRecord(await txRepo.insert(userId, data, status, summaryOf(data), title));
  }

  /**
   * An update: the content it replaces is kept as a version, then written, in one statement
   * that also refuses a resume a single plan locks. Only when it wrote nothing do we ask why: a
   * locked resume answers 423 (unless Unlimited is held), a resume of no one's 404, a stale
   * version 409. Answers the document as written (object and JSON text) and the record's own
   * fields, built from the document in hand, not read back.
   */
  async function write(
    userId: string,
    id: string,
    version: number,
    resume: Resume,
    status?: ResumeStatus,
  ) {
    if (!UUID.test(id)) throw notFound(RESUME_NOT_FOUND, 'RESUME_NOT_FOUND');
    const data = toData(resume);
    const summary = summaryOf(data);
    const dataJson = JSON.stringify(data);
    const row = await updateIfVersion({ userId, id, version, dataJson, summary, status });
    if (!row) {
      await payments.assertEditable(userId, id);
      await owned(repo, userId, id);
      throw staleVersion();
    }
    const { createdAt, updatedAt, title, ...rest } = row;
    const own = {
      ...rest,
      _id: row.id,
      title: title ?? summary.autoTitle,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
    return { data, dataJson, own };
  }

  async function update(
    userId: string,
    id: string,
    version: number,
    resume: Resume,
    status?: ResumeStatus,
  ) {
    const { data, own } = await write(userId, id, version, resume, status);
    return { ...data, ...own } satisfies ResumeRecord;
  }

  async function ownedVersion(userId: string, id: string, version: number) {
    const row = await owned(repo, userId, id);
    const kept = await repo.findVersion(userId, id, version);
    if (!kept) throw notFound(VERSION_NOT_FOUND, 'VERSION_NOT_FOUND');
    return { row, kept };
  }

  return {
    /** getdraft's answer as JSON text, built by the database from the stored document. */
    async latestDraftJson(userId: string): Promise<string> {
      const found = await repo.latestDraftJson(userId);
      let record = found ? found.json : 'null';
      if (record === null) {
        // A row from before the summary columns: its title comes from the document.
        const row = await repo.latestDraft(userId);
        record = row ? JSON.stringify(toRecord(row)) : 'null';
      }
      return `{"success":true,"data":${record}}`;
    },
    createDraft(userId: string, resume: Resume, key?: string) {
      return creating(userId, 'draft', key, async (txRepo, ensureRoom) => {
        await ensureRoom();
        return { status: 201, record: await insertNew(txRepo, userId, toData(resume), 'draft') };
      });
    },
    /**
     * A visitor's browser draft at login: the account's resume with the very same content
     * (200), or a new draft (201). No resume of the account changes (decision 0201).
     */
    handOver(userId: string, resume: Resume, key?: string) {
      const data = toData(resume);
      if (!hasResumeContent(data))
        throw badRequest('This draft is empty: there is nothing to add.', 'EMPTY_DRAFT');
      return creating(userId, 'handover', key, async (txRepo, ensureRoom) => {
        const same = await txRepo.findIdentical(userId, data);
        if (same) return { status: 200, record: toRecord(same) };
        await ensureRoom();
        return { status: 201, record: await insertNew(txRepo, userId, data, 'draft') };
      });
    },
    /**
     * The draft save's answer as JSON text: the document's text as it went to the database, then
     * the record's own fields (the document is not serialised a second time, decision 0900).
     * The same text as `JSON.stringify` of `update`'s record: a document has none of those keys.
     */
    async updateResumeJson(userId: string, id: string, version: number, resume: Resume) {
      const { dataJson, own } = await write(userId, id, version, resume);
      const ownJson = JSON.stringify(own);
      return dataJson === '{}' ? ownJson : `${dataJson.slice(0, -1)},${ownJson.slice(1)}`;
    },
    /** The final save: the draft it came from becomes `saved`, or a new saved resume. */
    async save(userId: string, resume: Resume, from?: { id: string; version: number }) {
      if (from) return update(userId, from.id, from.version, resume, 'saved');
      const created = await creating(userId, 'draft', undefined, async (txRepo, ensureRoom) => {
        await ensureRoom();
        return { status: 201, record: await insertNew(txRepo, userId, toData(resume), 'saved') };
      });
      return created.record;
    },
    async get(userId: string, id: string) {
      return toRecord(await owned(repo, userId, id));
    },
    /** Every resume whole: the account export. */
    async list(userId: string) {
      return (await repo.listByUser(userId)).map(toRecord);
    },
    /** One page of summaries, newest edit first, as JSON text built by the database. */
    summaries: summariesLister(db),
    async rename(userId: string, id: string, title: string) {
      await owned(repo, userId, id);
      const row = await repo.rename(userId, id, title);
      if (!row) throw notFound(RESUME_NOT_FOUND, 'RESUME_NOT_FOUND');
      return toRecord(row);
    },
    async remove(userId: string, id: string) {
      await owned(repo, userId, id);
      await repo.remove(userId, id);
    },
    /** A copy titled '<title> (copy)', or `title` when given (a tailored copy). */
    duplicate(userId: string, id: string, key?: string, title?: string) {
      return creating(userId, 'duplicate', key, async (txRepo, ensureRoom) => {
        const row = await owned(txRepo, userId, id);
        await ensureRoom();
        const copyTitle = title ?? `${titleOf(row)} (copy)`;
        return {
          status: 201,
          record: await insertNew(
            txRepo,
            userId,
            row.data as Resume,
            row.status as ResumeStatus,
            copyTitle,
          ),
        };
      });
    },
    async versions(userId: string, id: string) {
      await owned(repo, userId, id);
      const rows = await repo.listVersions(userId, id);
      return {
        items: rows.map((v) => ({
          version: v.version,
          updatedAt: v.updatedAt.toISOString(),
          title: v.title ?? '',
        })),
      };
    },
    async version(userId: string, id: string, version: number): Promise<ResumeRecord> {
      const { row, kept } = await ownedVersion(userId, id, version);
      // The kept document in the resume's record; an untitled version takes its default title.
      return toRecord({
        ...row,
        data: kept.data,
        title: kept.title || null,
        autoTitle: null,
        version: kept.version,
        updatedAt: kept.updatedAt,
      });
    },
    /** The kept content becomes the current one, as a new version (the replaced one is kept). */
    async restore(userId: string, id: string, version: number) {
      const { row, kept } = await ownedVersion(userId, id, version);
      return update(userId, id, row.version, kept.data as Resume);
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
    /** What a download of the user's resume would use now (payments decides), using nothing. */
    async downloadCost(userId: string, id: string) {
      await owned(repo, userId, id);
      return payments.downloadCost(userId, id);
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
