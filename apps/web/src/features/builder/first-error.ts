import type { Step } from '@shortlist/resume';

const STEP_OF: Record<string, Step> = {
  personalInfo: 1,
  experience: 2,
  education: 3,
  skills: 4,
  interests: 5,
  certifications: 6,
  additionalSections: 6,
};

/** The dotted path of the first field with an error in a react-hook-form errors tree. */
export function firstErrorPath(errors: object, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return path;
    const inner = firstErrorPath(value, path);
    if (inner) return inner;
  }
  return null;
}

/** The builder step that edits a form path ('experience.0.startDate' → 2). */
export const stepOfPath = (path: string): Step => STEP_OF[path.split('.')[0] ?? ''] ?? 1;
