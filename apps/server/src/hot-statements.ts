// The statements each hot endpoint sends to the database per request, in order (decision
// 0900), from the very definitions the repositories prepare. `bench/api-floor.ts` runs these
// and nothing else as each endpoint's database floor; `test/hot-floors.test.ts` checks on the
// wire that the endpoints send exactly these. A signed-in request finds its session in the
// session cache (one lookup per session and SESSION_CACHE_SECONDS), so no lookup is listed.
import type { NamedStatement } from './db/prepared.js';
import { LATEST_DRAFT_JSON } from './modules/resumes/repository.js';
import { LIST_SUMMARIES } from './modules/resumes/summaries-list.js';
import { UPDATE_IF_VERSION } from './modules/resumes/versioned-update.js';
import { INSERT_VISITS } from './modules/traffic/repository.js';

export { visitParams, type NewVisit } from './modules/traffic/repository.js';
export { groupedWriter } from './modules/traffic/visit-writer.js';
export type { UpdateParams } from './modules/resumes/versioned-update.js';

export const hotStatements = {
  /** `GET /resume/addresume/getdraft`: placeholder `userId`. */
  getdraft: [LATEST_DRAFT_JSON],
  /**
   * `PUT /resume/addresume/:draftId`: the versioned update (`UpdateParams`), which also refuses
   * a resume a single plan locks; why nothing was written is asked only then (cold path).
   */
  'draft PUT': [UPDATE_IF_VERSION],
  /**
   * `GET /resume/addresume/getallresumes/:userId` without a cursor: `userId`, `limit` (the page
   * size); answers the page as JSON text.
   */
  'summaries list': [LIST_SUMMARIES],
  /** `POST /resume/traffic/start`: one grouped insert per batch of visits (`visitParams`). */
  'traffic start': [INSERT_VISITS],
} satisfies Record<string, NamedStatement[]>;

export type HotEndpoint = keyof typeof hotStatements;
