/**
 * Upper bounds on every string and list of a resume, so no input can make a document
 * (or a stored row, or a render) unbounded. Generous enough that no real resume hits them.
 */
export const LIMITS = {
  /** Names, titles, dates, e-mail, phone and other one-line fields. */
  shortText: 200,
  /** URLs. */
  url: 2_000,
  /** Descriptions, summaries, custom section content. */
  longText: 10_000,
  /** One achievement, skill, interest or certification. */
  item: 500,
  /** Items in any list (positions, achievements, skills, ...). */
  listItems: 50,
  /** Skills (a long technical resume lists more skills than anything else). */
  skills: 100,
} as const;
