import { resumeSchema, type Resume, type Step } from '@shortlist/resume';
import { z } from 'zod';

/**
 * The builder's one piece of state as it is persisted: the resume (its `templateId` is the
 * chosen template), the step the user was on, and when it last changed.
 * See docs/decisions/0200-builder-state.md.
 */
export interface BuilderDraft {
  resume: Resume;
  step: Step;
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

export interface LoadedDraft {
  draft: BuilderDraft | null;
  /** Set when stored data could not be read and was moved aside. */
  discarded?: boolean;
}

/**
 * Where the builder keeps its draft. `load` runs once, synchronously, when the builder
 * mounts; `save` runs on every change and must not throw for ordinary failures it can
 * retry. A server-backed implementation (accounts) wraps the local one so nothing typed is
 * lost before the server acknowledged it.
 */
export interface DraftPersistence {
  load(): LoadedDraft;
  save(draft: BuilderDraft): void;
  clear(): void;
}

import { DRAFT_KEY } from '../../../lib/draft-key';

export { DRAFT_KEY };
/** Where unreadable stored data is moved, so it is never silently destroyed. */
export const DISCARDED_DRAFT_KEY = 'shortlist:draft:discarded';

const storedDraftSchema = z.object({
  resume: resumeSchema,
  step: z.number().int().min(1).max(7),
  updatedAt: z.string(),
});

/** A stored draft read back, or null when it is not one. */
export const readDraft = (raw: string): BuilderDraft | null => {
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ...parsed.data, step: parsed.data.step as Step } : null;
  } catch {
    return null;
  }
};

/** The anonymous visitor's draft, in `localStorage` under {@link DRAFT_KEY}. */
export function localDraftPersistence(storage: Storage = window.localStorage): DraftPersistence {
  return {
    load() {
      const raw = storage.getItem(DRAFT_KEY);
      if (raw === null) return { draft: null };
      const draft = readDraft(raw);
      if (draft) return { draft };
      storage.setItem(DISCARDED_DRAFT_KEY, raw);
      storage.removeItem(DRAFT_KEY);
      return { draft: null, discarded: true };
    },
    save(draft) {
      storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    },
    clear() {
      storage.removeItem(DRAFT_KEY);
    },
  };
}
