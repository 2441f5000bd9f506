import { randomBytes } from 'node:crypto';
import {
  SHARE_LINKS_MAX,
  SHARED_DOWNLOAD_NOT_COVERED,
  SHARED_DOWNLOAD_OFF,
  type PublicResume,
  type SharedDocument,
  type ShareLink,
} from '@shortlist/contract';
import type { Db } from '../../db/client.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import type { PaymentsService } from '../payments/service.js';
import type { ResumesService } from '../resumes/service.js';
import type { TrafficService } from '../traffic/service.js';
import { shareRepository, type ShareLinkRow } from './repository.js';

/** 18 random bytes: 144 bits, 24 base64url characters. */
const SLUG_BYTES = 18;
/** Anything else is no link of ours: answered 404 without asking the database. */
const SLUG = /^[A-Za-z0-9_-]{24}$/;

const linkNotFound = () =>
  notFound('This link does not exist or was revoked.', 'SHARE_LINK_NOT_FOUND');

/** The stored document without ids and dates: what a link shows. */
function sharedDocument(data: unknown): SharedDocument {
  const {
    id: _id,
    userId: _u,
    createdAt: _c,
    updatedAt: _up,
    ...document
  } = data as Record<string, unknown>;
  return document as SharedDocument;
}

export type ShareOptions = {
  resumes: ResumesService;
  payments: PaymentsService;
  traffic: TrafficService;
  /** The site's address: a link is `<siteUrl>/r/<slug>`. */
  siteUrl: string;
  now?: () => Date;
};

/**
 * Read-only links to a resume (issue 29, decision 0290). The owner creates, lists, allows
 * downloads on and revokes their links; anyone with a link sees the resume's content only,
 * counted once a day per visitor without storing who.
 */
export function shareService(
  db: Db,
  { resumes, payments, traffic, siteUrl, now = () => new Date() }: ShareOptions,
) {
  const repo = shareRepository(db);
  const urlOf = (slug: string) => `${siteUrl}/r/${slug}`;
  const toLink = (row: ShareLinkRow): ShareLink => ({
    slug: row.slug,
    url: urlOf(row.slug),
    resumeId: row.resumeId,
    allowDownload: row.allowDownload,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  });
  const live = async (slug: string) => {
    const found = SLUG.test(slug) ? await repo.findPublic(slug) : undefined;
    if (!found) throw linkNotFound();
    return found;
  };

  return {
    /** A new link to one of the user's resumes (another user's: 404). */
    async create(userId: string, resumeId: string) {
      await resumes.get(userId, resumeId);
      if ((await repo.countOf(userId)) >= SHARE_LINKS_MAX)
        throw conflict(
          `You can have at most ${SHARE_LINKS_MAX} share links. Revoke one to create another.`,
          'SHARE_LINK_LIMIT',
        );
      const slug = randomBytes(SLUG_BYTES).toString('base64url');
      await repo.insert({ slug, userId, resumeId });
      return { slug, url: urlOf(slug) };
    },

    list: async (userId: string) => (await repo.listOf(userId)).map(toLink),

    async setAllowDownload(userId: string, slug: string, allowDownload: boolean) {
      const row = SLUG.test(slug)
        ? await repo.setAllowDownload(userId, slug, allowDownload)
        : undefined;
      if (!row) throw linkNotFound();
      return toLink(row);
    },

    /** The link is deleted: from this moment it answers 404. */
    async revoke(userId: string, slug: string) {
      if (!SLUG.test(slug) || !(await repo.delete(userId, slug))) throw linkNotFound();
    },

    /** What the link shows; the visitor counted once today (robots not at all). */
    async view(slug: string, visitor: { address: string; userAgent: string }) {
      const found = await live(slug);
      if (!traffic.isBot(visitor.userAgent)) {
        const at = now();
        const key = await traffic.dailyKeyOf(visitor.address, visitor.userAgent, at);
        await repo.countView(slug, at.toISOString().slice(0, 10), key);
      }
      const answer: PublicResume = {
        resume: sharedDocument(found.data),
        allowDownload: found.link.allowDownload,
      };
      return answer;
    },

    /**
     * May the visitor render a download? The owner must allow it (403), and the owner's plan
     * must cover the resume without spending anything new (402).
     */
    async download(slug: string) {
      const { link } = await live(slug);
      if (!link.allowDownload) throw new HttpError(403, 'SHARE_DOWNLOAD_OFF', SHARED_DOWNLOAD_OFF);
      if (!(await payments.coversSharedDownload(link.userId, link.resumeId)))
        throw new HttpError(402, 'SHARE_DOWNLOAD_NOT_COVERED', SHARED_DOWNLOAD_NOT_COVERED);
    },

    /** View keys of earlier days go (they only deduplicate within their day). */
    deleteOldViews: () => repo.deleteViewsBefore(now().toISOString().slice(0, 10)),
  };
}
export type ShareService = ReturnType<typeof shareService>;
