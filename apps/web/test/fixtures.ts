import {
  defaultResumeTitle,
  planPricesSchema,
  type PlanPrices,
  resumeRecordSchema,
  resumeSummarySchema,
  sessionBody,
  userBody,
  type PublicUser,
  type ResumeRecord,
  type ResumeSummary,
  type SessionBody,
  type UserBody,
} from '@shortlist/contract';
import { emptyResume, type Resume } from '@shortlist/resume';
import { writeStoredSession } from '../src/lib/session/session-store';

/** A resume with just a name (and whatever else is given). */
export const namedResume = (fullName: string, rest: Partial<Resume> = {}): Resume => ({
  ...emptyResume(),
  ...rest,
  personalInfo: { ...emptyResume().personalInfo, ...rest.personalInfo, fullName },
});

/** A resume record as the API answers it, checked by the contract's schema. */
export function resumeRecord(
  id: string,
  resume: Partial<Resume> = {},
  meta: Partial<
    Pick<
      ResumeRecord,
      '_id' | 'userId' | 'status' | 'title' | 'version' | 'createdAt' | 'updatedAt'
    >
  > = {},
): ResumeRecord {
  const document = { ...emptyResume(), ...resume };
  return resumeRecordSchema.parse({
    ...document,
    title: defaultResumeTitle(document),
    _id: id,
    id,
    userId: 'u1',
    status: 'draft',
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...meta,
  });
}

export const testUser: PublicUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'person',
};

/** The answer to a registration. */
export const registeredBody = (user = testUser): UserBody =>
  userBody.parse({
    status: 'Success',
    userID: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    message: 'Registration successful. Please log in.',
  });

/** The answer to a login or to /users/me. */
export const sessionAnswer = (user = testUser, expiresAt = Date.now() + 86_400_000): SessionBody =>
  sessionBody.parse({
    ...registeredBody(user),
    message: 'Login successful',
    expiresAt: new Date(expiresAt).toISOString(),
  });

/** Puts a logged-in session in this browser, as a login would have. */
export function storeSession(user: PublicUser = testUser, expiresAt = Date.now() + 86_400_000) {
  writeStoredSession({ user, expiresAt });
}

/** The list's summary of a record (what `GET /getallresumes/:userId` answers per resume). */
export const summaryOf = (record: ResumeRecord): ResumeSummary =>
  resumeSummarySchema.parse({
    _id: record._id,
    title: record.title,
    templateId: record.templateId,
    status: record.status,
    completeStep: 0,
    progressPercentage: 0,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  });

/** A one-page list answer. */
export const listBody = (...records: ResumeRecord[]) => ({
  items: records.map(summaryOf),
  nextCursor: null,
});

/** The server's configured quota and prices (the defaults: 2 free, $149 and $29). */
export const planPrices = (): PlanPrices =>
  planPricesSchema.parse({
    freeDownloads: 2,
    currency: 'usd',
    prices: { unlimited: 14900, 'one-time': 2900 },
  });
