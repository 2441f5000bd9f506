import type { Resume } from '@shortlist/resume';

const keysOf = (path: string) => path.split('.');

/** The value at a path ('experience.0.description', 'skills') in a resume. */
export const valueAt = (resume: Resume, path: string): unknown =>
  keysOf(path).reduce<unknown>(
    (value, key) =>
      value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key],
    resume,
  );

/** A copy of the resume with `value` at `path`; everything else is shared, nothing mutated. */
export function setIn(resume: Resume, path: string, value: unknown): Resume {
  const put = (target: unknown, keys: string[]): unknown => {
    const [key, ...rest] = keys;
    if (key === undefined) return value;
    if (Array.isArray(target)) {
      const copy = [...target];
      copy[Number(key)] = put(copy[Number(key)], rest);
      return copy;
    }
    const object = (target ?? {}) as Record<string, unknown>;
    return { ...object, [key]: put(object[key], rest) };
  };
  return put(resume, keysOf(path)) as Resume;
}
