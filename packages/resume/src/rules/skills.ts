const key = (skill: string): string => skill.toLocaleLowerCase();

/** Drop blanks and repeats (case-insensitive, first spelling wins), trimming each item. */
export const uniqueItems = (items: Iterable<string>): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (item === '' || seen.has(key(item))) continue;
    seen.add(key(item));
    result.push(item);
  }
  return result;
};

/**
 * Spec section 5: the skills line is split on commas, trimmed and blanks dropped;
 * duplicates are skipped. Accepts the raw comma line or an existing list (whose items
 * may themselves hold commas).
 */
export const normaliseSkills = (input: string | readonly string[]): string[] => {
  const parts = typeof input === 'string' ? [input] : input;
  return uniqueItems(parts.flatMap((part) => part.split(',')));
};

/** Add one skill typed manually (or chosen from AI); a duplicate or blank is ignored. */
export const addSkill = (skills: readonly string[], skill: string): string[] =>
  normaliseSkills([...skills, skill]);

/** Interests: a blank input or one already present (case-insensitive) is ignored. */
export const addInterest = (interests: readonly string[], interest: string): string[] =>
  uniqueItems([...interests, interest]);

/** Skills as the one comma-separated line the builder edits. */
export const skillsToLine = (skills: readonly string[]): string => skills.join(', ');
