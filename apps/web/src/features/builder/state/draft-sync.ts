import type { Resume } from '@shortlist/resume';
import { resumeDocumentOf as documentOf, type ResumeRecord } from '@shortlist/contract';
import { newIdempotencyKey } from '../../../lib/api/resumes';
import type { BuilderDraft } from './draft-persistence';
import { writeOwnCopy, type UserDraftCopy } from './user-draft-store';
import { trackClosingSend } from './closing-sends';
import { ownWriteBehindConflict, restoreTheirsKeepingMine, unsentRefusal } from './conflict-choice';
import { fingerprint } from './fingerprint';
import { answersOlderText, failureOf, nextRetryMs, type DraftSyncOptions } from './sync-status';

export type { SyncStatus } from './sync-status';

/**
 * Keeps a logged-in user's draft on the server without ever losing a keystroke: every change
 * is written to this browser at once (`dirty` until the server acknowledges it), then sent,
 * debounced, as one create or versioned update. A failed send is retried with back-off (and
 * as soon as the browser is online again); a stale version (409) stops and asks the user;
 * an ended session (401) keeps the local copy for the next login.
 */
export class DraftSync {
  private copy: UserDraftCopy;
  /** Written in its copy (an opened copy keeps its token): other tabs set it aside. */
  private readonly owner: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | null = null;
  private retryMs = 0;
  private discarded = false;
  private blockedBy: 'conflict' | 'signed-out' | 'locked' | 'disposed' | null = null;
  private readonly debounceMs: number;
  private readonly onOnline = () => {
    if (this.copy.dirty && !this.blockedBy) this.schedule(0);
  };

  constructor(private readonly options: DraftSyncOptions) {
    this.owner = options.initial.owner ?? newIdempotencyKey();
    this.copy = options.initial;
    this.debounceMs = options.debounceMs ?? 1200;
    this.persistLocal();
    window.addEventListener('online', this.onOnline);
    if (this.copy.dirty) this.schedule(0);
    else
      options.onStatus(
        this.copy.serverId ? { kind: 'saved', at: this.copy.draft.updatedAt } : { kind: 'idle' },
      );
  }

  get serverId() {
    return this.copy.serverId;
  }

  /** The latest draft, acknowledged or not. */
  get latest() {
    return this.copy;
  }

  /** Every change: kept in this browser at once, sent to the server shortly after. */
  queue(draft: BuilderDraft) {
    const stepChanged = draft.step !== this.copy.draft.step;
    this.copy = { ...this.copy, draft, dirty: true };
    this.persistLocal();
    if (this.blockedBy) return;
    this.options.onStatus({ kind: 'pending' });
    // 'Next' saves at once; typing is batched.
    this.schedule(stepChanged ? 0 : this.debounceMs);
  }

  /** Sends what is not acknowledged yet; resolves once the server has it or a send failed. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.blockedBy) return Promise.resolve();
    if (this.flushing)
      return this.flushing.then(() =>
        this.copy.dirty && !this.blockedBy ? this.flush() : undefined,
      );
    this.flushing = this.send().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** The conflict's "keep mine": overwrite the server's newer version with this one. */
  async keepMine() {
    const server = await this.fetchCurrent();
    this.copy = { ...this.copy, version: server.version, dirty: true };
    this.blockedBy = null;
    await this.flush();
  }

  /**
   * The conflict's "load the other version": the server's newer version becomes this one, and
   * the text typed here is kept in History (`restoreTheirsKeepingMine`), one "Restore" away.
   * `keptInHistory`: the typed text differed and is now in History.
   */
  async takeTheirs(): Promise<{ draft: BuilderDraft; keptInHistory: boolean }> {
    const server = await this.fetchCurrent();
    const mineDiffers =
      this.copy.dirty && fingerprint(this.copy.draft.resume) !== fingerprint(documentOf(server));
    const current = mineDiffers
      ? await restoreTheirsKeepingMine(this.options.api, server, this.copy.draft.resume, (mine) =>
          this.adopt(mine),
        )
      : server;
    this.adopt(current);
    return { draft: this.copy.draft, keptInHistory: mineDiffers };
  }

  /**
   * Before something the server answers replaces this copy (a restored version): sends what is
   * pending, and refuses, keeping everything as it is, while typed text has not reached the
   * server, so what replaces it can never drop it.
   */
  async sendAllOrRefuse(): Promise<void> {
    await this.flush();
    if (this.copy.dirty) throw unsentRefusal(this.blockedBy);
  }

  /**
   * The resume is read-only (the single plan covers it): nothing more is sent, so moving
   * between steps or a stray change cannot end in a refused save. The local copy stays.
   */
  lock() {
    if (this.blockedBy === 'disposed' || this.blockedBy === 'locked') return;
    clearTimeout(this.timer);
    this.blockedBy = 'locked';
    this.options.onStatus({ kind: 'locked' });
  }

  /**
   * A locked resume's unsent text was kept elsewhere (its copy to edit): this copy has
   * nothing left to send.
   */
  forgetUnsent() {
    if (this.blockedBy !== 'locked') return;
    this.copy = { ...this.copy, dirty: false, sending: null };
    this.persistLocal();
  }

  /** Pending edits are on the server (or sending failed); false while they are not. */
  get settled() {
    return !this.copy.dirty;
  }

  /** A record the server answered elsewhere (a restored version) becomes the local copy. */
  adopt(record: ResumeRecord) {
    clearTimeout(this.timer);
    this.copy = {
      draft: {
        resume: documentOf(record),
        step: this.copy.draft.step,
        updatedAt: record.updatedAt,
      },
      serverId: record._id,
      version: record.version,
      dirty: false,
    };
    this.persistLocal();
    if (this.blockedBy === 'conflict') this.blockedBy = null;
    this.options.onStatus({ kind: 'saved', at: record.updatedAt });
  }

  /** 'Save & Preview Resume': waits for pending saves, then the final save of this resume. */
  async saveFinal(resume: Resume): Promise<ResumeRecord> {
    await this.flush();
    if (this.blockedBy === 'conflict') throw unsentRefusal('conflict');
    const from =
      this.copy.serverId && this.copy.version !== null
        ? { id: this.copy.serverId, version: this.copy.version }
        : null;
    this.options.onStatus({ kind: 'saving' });
    try {
      const record = await this.options.api.save(resume, from);
      this.copy = {
        draft: { ...this.copy.draft, resume },
        serverId: record._id,
        version: record.version,
        dirty: false,
      };
      this.persistLocal();
      this.options.onStatus({ kind: 'saved', at: record.updatedAt });
      return record;
    } catch (error) {
      this.fail(error);
      throw error;
    }
  }

  /** Logout: stops for good, sends nothing more and writes nothing more to this browser. */
  discard() {
    this.discarded = true;
    this.blockedBy = 'disposed';
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
  }

  /** Stops syncing; a change still waiting for its debounce is sent once, not dropped. */
  dispose() {
    if (this.copy.dirty && !this.blockedBy) trackClosingSend(this.flush());
    this.blockedBy = 'disposed';
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
  }

  private async send() {
    while (this.copy.dirty && !this.blockedBy) {
      const sent = this.copy.draft;
      this.options.onStatus({ kind: 'saving' });
      // Remember what is on its way: if the answer is lost (the tab closes), the next 409 can
      // tell our own write from someone else's.
      this.copy = { ...this.copy, sending: fingerprint(sent.resume) };
      this.persistLocal();
      try {
        const { serverId, version } = this.copy;
        let record: ResumeRecord;
        let replayed = false;
        if (serverId && version !== null) {
          record = await this.options.api.update(serverId, version, sent.resume);
        } else {
          // One key per new resume, kept in this browser: a retry after a lost answer (or a
          // reload) gets the first answer and stores no second resume.
          const createKey = this.copy.createKey ?? newIdempotencyKey();
          this.copy = { ...this.copy, createKey };
          this.persistLocal();
          record = await this.options.api.create(sent.resume, createKey);
          replayed = answersOlderText(record, sent.resume);
        }
        const unchanged = this.copy.draft === sent && !replayed;
        const isNew = this.copy.serverId !== record._id;
        this.copy = {
          ...this.copy,
          serverId: record._id,
          version: record.version,
          dirty: !unchanged,
          createKey: null,
        };
        this.persistLocal();
        this.retryMs = 0;
        if (isNew) this.options.onServerId?.(record._id);
        if (unchanged) this.options.onStatus({ kind: 'saved', at: record.updatedAt });
      } catch (error) {
        if (failureOf(error, true) === 'conflict' && (await this.wasOwnWrite())) continue;
        this.fail(error);
        return;
      }
    }
  }

  /**
   * After a 409: is the server's newer version the one this browser sent last (its answer
   * lost)? Then adopt its version and carry on instead of alarming the user.
   */
  private async wasOwnWrite(): Promise<boolean> {
    const server = await ownWriteBehindConflict(this.options.api, this.copy);
    if (!server) return false;
    const dirty = fingerprint(this.copy.draft.resume) !== this.copy.sending;
    this.copy = { ...this.copy, version: server.version, sending: null, dirty };
    this.persistLocal();
    if (!dirty) this.options.onStatus({ kind: 'saved', at: server.updatedAt });
    return true;
  }

  private fail(error: unknown) {
    const failure = failureOf(error, this.copy.serverId !== null);
    if (failure === 'conflict' || failure === 'signed-out') {
      this.blockedBy = failure;
      this.options.onStatus({ kind: failure });
    } else if (failure === 'locked') this.lock();
    else if (failure === 'deleted') {
      // Deleted elsewhere: keep the text as a new draft.
      this.copy = { ...this.copy, serverId: null, version: null };
      this.schedule(0);
    } else if (failure === 'rejected') {
      this.options.onStatus({ kind: 'rejected', message: (error as Error).message });
    } else {
      this.retryMs = nextRetryMs(this.retryMs);
      this.options.onStatus({ kind: 'offline', retryInMs: this.retryMs });
      this.schedule(this.retryMs);
    }
  }

  private async fetchCurrent() {
    if (!this.copy.serverId) throw new Error('This draft is not on the server yet.');
    return this.options.api.resume(this.copy.serverId);
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    if (this.blockedBy === 'disposed') return;
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private persistLocal() {
    if (this.discarded) return;
    try {
      writeOwnCopy(this.options.storage, this.options.userId, { ...this.copy, owner: this.owner });
    } catch {
      // Storage full or refused: the server copy is then the only one; nothing to do here.
    }
  }
}
