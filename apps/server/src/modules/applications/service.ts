import {
  APPLICATIONS_MAX,
  TITLE_MAX,
  type Application,
  type CreateApplicationInput,
  type MatchAnswer,
  type UpdateApplicationInput,
} from '@shortlist/contract';
import { draftCoverLetter } from '@shortlist/resume/match/cover-letter';
import type { LexiconTerm } from '@shortlist/resume/match/lexicon';
import { matchResume } from '@shortlist/resume/match/match';
import type { Resume } from '@shortlist/resume/schema/resume';
import { resumeDocumentOf } from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { curatedSkillNames } from '../ai/index.js';
import type { ResumesService } from '../resumes/service.js';
import {
  applicationsRepository,
  type ApplicationRow,
  type ApplicationValues,
} from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const applicationNotFound = () => notFound('Application not found', 'APPLICATION_NOT_FOUND');
const noResume = () =>
  conflict('Choose the resume this application uses first.', 'APPLICATION_NO_RESUME');

const toApplication = (row: ApplicationRow): Application => ({
  id: row.id,
  company: row.company,
  role: row.role,
  jobUrl: row.jobUrl,
  jobDescription: row.jobDescription,
  status: row.status,
  resumeId: row.resumeId,
  coverLetter: row.coverLetter,
  notes: row.notes,
  appliedAt: row.appliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The date an application was sent: set once, when its status first leaves 'saved'. */
const appliedAtFor = (status: string | undefined, prior: Date | null, now: Date) =>
  prior ?? (status !== undefined && status !== 'saved' ? now : null);

/**
 * Applying to jobs (issue 27, decision 0310): the match of a resume and a posting, and the
 * user's applications with their tailored resumes and cover letters.
 */
export function applicationsService(
  db: Db,
  { resumes, now = () => new Date() }: { resumes: ResumesService; now?: () => Date },
) {
  const repo = applicationsRepository(db);
  let vocabulary: LexiconTerm[] | undefined;
  const extraTerms = () =>
    (vocabulary ??= curatedSkillNames()
      .filter((name) => name.length > 1)
      .map((term) => ({ term, kind: 'skill' as const })));

  const owned = async (userId: string, id: string) => {
    const row = UUID.test(id) ? await repo.find(userId, id) : undefined;
    if (!row) throw applicationNotFound();
    return row;
  };
  /** One of the user's resumes as a document (another's: 404). */
  const resumeOf = async (userId: string, id: string): Promise<Resume> =>
    resumeDocumentOf(await resumes.get(userId, id));

  return {
    /** The match of a resume (sent, or one of the caller's by id) and a posting. */
    async match(
      userId: string | undefined,
      input: { resumeId?: string; resume?: Resume; jobDescription: string },
    ): Promise<MatchAnswer> {
      const resume =
        input.resume ??
        (userId && input.resumeId ? await resumeOf(userId, input.resumeId) : undefined);
      if (!resume) throw notFound('Resume not found', 'RESUME_NOT_FOUND');
      return matchResume(resume, input.jobDescription, extraTerms());
    },

    list: async (userId: string) => ({ items: (await repo.listOf(userId)).map(toApplication) }),

    async create(userId: string, input: CreateApplicationInput) {
      if (input.resumeId) await resumes.get(userId, input.resumeId);
      if ((await repo.countOf(userId)) >= APPLICATIONS_MAX)
        throw conflict(
          `You can track at most ${APPLICATIONS_MAX} applications. Delete one to add another.`,
          'APPLICATION_LIMIT',
        );
      const row = await repo.insert(userId, {
        company: input.company,
        role: input.role,
        jobUrl: input.jobUrl ?? '',
        jobDescription: input.jobDescription ?? '',
        status: input.status ?? 'saved',
        resumeId: input.resumeId ?? null,
        notes: input.notes ?? '',
        appliedAt: appliedAtFor(input.status, null, now()),
      });
      return toApplication(row);
    },

    async update(userId: string, id: string, input: UpdateApplicationInput) {
      const prior = await owned(userId, id);
      if (input.resumeId) await resumes.get(userId, input.resumeId);
      const values: ApplicationValues = {
        ...input,
        appliedAt: appliedAtFor(input.status, prior.appliedAt, now()),
      };
      const row = await repo.update(userId, id, values);
      if (!row) throw applicationNotFound();
      return toApplication(row);
    },

    async remove(userId: string, id: string) {
      if (!UUID.test(id) || !(await repo.delete(userId, id))) throw applicationNotFound();
    },

    /**
     * A new resume '<role> – <company>', a copy of the application's (which is not changed);
     * the application uses the copy from now on. The per-user resume cap applies (409).
     */
    async tailor(userId: string, id: string) {
      const row = await owned(userId, id);
      if (!row.resumeId) throw noResume();
      const title = `${row.role} – ${row.company}`.slice(0, TITLE_MAX);
      const { record } = await resumes.duplicate(userId, row.resumeId, undefined, title);
      await repo.update(userId, id, { resumeId: record.id });
      return { resumeId: record.id };
    },

    /** A cover letter drafted from the posting and the resume's facts, stored on the application. */
    async coverLetter(userId: string, id: string) {
      const row = await owned(userId, id);
      if (!row.resumeId) throw noResume();
      const text = draftCoverLetter(await resumeOf(userId, row.resumeId), row, extraTerms());
      await repo.update(userId, id, { coverLetter: text });
      return { text };
    },
  };
}
export type ApplicationsService = ReturnType<typeof applicationsService>;
