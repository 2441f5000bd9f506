import { defaultResumeTitle, type ResumeRecord, type ResumeStatus } from '@shortlist/contract';
import { completedSteps, progressOfSteps } from '@shortlist/resume/rules/steps';
import type { Resume } from '@shortlist/resume/schema/resume';
import type { ResumeRow, SummaryColumns } from './repository.js';

// Between a stored row and what the API answers: the record, the stored document, the list's
// columns.

export const titleOf = (row: Pick<ResumeRow, 'title' | 'autoTitle' | 'data'>) =>
  row.title ?? row.autoTitle ?? defaultResumeTitle(row.data as Resume);

/** A stored row as the API answers it (the admin preview reads it too). */
export function toRecord(row: ResumeRow): ResumeRecord {
  return {
    ...(row.data as Resume),
    _id: row.id,
    id: row.id,
    userId: row.userId,
    status: row.status as ResumeStatus,
    title: titleOf(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What is stored: the document without the identity and bookkeeping fields. */
export function toData(resume: Resume): Resume {
  const { id: _id, userId: _userId, createdAt: _c, updatedAt: _u, ...data } = resume;
  return data as Resume;
}

/** The list's columns of a document. */
export function summaryOf(data: Resume): SummaryColumns {
  const completeStep = completedSteps(data);
  return {
    autoTitle: defaultResumeTitle(data),
    templateId: data.templateId,
    completeStep,
    progress: progressOfSteps(completeStep),
  };
}
