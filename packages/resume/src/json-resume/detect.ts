export type ResumeFormat = 'shortlist' | 'json-resume' | 'unknown';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const JSON_RESUME_KEYS = [
  'basics',
  'work',
  'education',
  'skills',
  'volunteer',
  'awards',
  'certificates',
  'projects',
];

/** Which format a parsed JSON file is: ours (has personalInfo) or JSON Resume (has basics, work, ...). */
export const detectFormat = (json: unknown): ResumeFormat => {
  if (!isObject(json)) return 'unknown';
  if (isObject(json.personalInfo) || 'experience' in json || 'additionalSections' in json)
    return 'shortlist';
  if (JSON_RESUME_KEYS.some((key) => key in json)) return 'json-resume';
  return 'unknown';
};
