/** The spec's "draft key" in browser storage (a module of its own: the router reads it too, to warm the preview). */
export const DRAFT_KEY = 'shortlist:draft';
