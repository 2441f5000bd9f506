import type { Resume } from '@shortlist/resume';
import { api } from '../../lib/api-client';

/** A resume as the server answers it: the document plus its id and version. */
export type ServerResume = Resume & {
  _id: string;
  version: number;
  status: 'draft' | 'saved';
  createdAt: string;
  updatedAt: string;
};

/** The document only, as the form holds it (the server's bookkeeping fields dropped). */
export function documentOf(record: ServerResume): Resume {
  const {
    _id: _i,
    version: _v,
    status: _s,
    userId: _u,
    id: _id,
    createdAt: _c,
    updatedAt: _up,
    ...resume
  } = record as ServerResume & { userId?: string; id?: string };
  return resume as Resume;
}

const enc = encodeURIComponent;

export const draftsApi = {
  latestDraft: (userId: string) =>
    api<{ success: boolean; data: ServerResume | null }>(
      `/addresume/getdraft?userId=${enc(userId)}`,
    ).then((r) => r.data),
  resume: (id: string) => api<ServerResume>(`/addresume/resume/${enc(id)}`),
  create: (resume: Resume) => api<ServerResume>('/addresume/draft', { body: resume }),
  update: (id: string, version: number, resume: Resume) =>
    api<ServerResume>(`/addresume/${enc(id)}`, { method: 'PUT', body: { ...resume, version } }),
  /** The final save: the real `aboutMe` goes with it (the spec's placeholder was a defect). */
  save: (resume: Resume, from: { id: string; version: number } | null) =>
    api<ServerResume>('/addresume/save', {
      body: from ? { ...resume, _id: from.id, version: from.version } : resume,
    }),
};
export type DraftsApi = typeof draftsApi;
