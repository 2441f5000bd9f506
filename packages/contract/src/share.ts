import { resumeSchema } from '@shortlist/resume/schema/resume';
import { z } from 'zod';
import { defineRoute } from './define';
import { idField, isoDateTime } from './fields';
import { downloadFormatSchema } from './resumes';

/** How many share links one account may hold at once. */
export const SHARE_LINKS_MAX = 50;

/**
 * A link's slug: 24 base64url characters (144 random bits). In a path it is only bounded:
 * anything else is answered like an unknown or revoked link (404).
 */
export const slugParams = z.object({ slug: z.string().min(1).max(100) });

/** One of the user's links, as Saved Resumes and the builder list them. */
export const shareLinkSchema = z.object({
  slug: z.string(),
  /** The page that shows the resume: `<site>/r/<slug>`. */
  url: z.string(),
  resumeId: z.string(),
  /** Whoever opens the link may download the resume (within the owner's plan). */
  allowDownload: z.boolean(),
  /** Visitors who opened the link, each counted once a day; no address is stored. */
  views: z.number().int().min(0),
  createdAt: isoDateTime,
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A resume's content without its ids and dates: what a link may show. */
export const sharedDocumentSchema = resumeSchema.omit({
  id: true,
  userId: true,
  createdAt: true,
  updatedAt: true,
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

/** What a link shows: the resume's content and nothing about its owner's account. */
export const publicResumeSchema = z.object({
  resume: sharedDocumentSchema,
  allowDownload: z.boolean(),
});
export type PublicResume = z.infer<typeof publicResumeSchema>;

/** The 402 of a download from a link that the owner's plan does not cover. */
export const SHARED_DOWNLOAD_NOT_COVERED =
  "Downloading this resume is not available right now: its owner's plan does not cover it.";
export const SHARED_DOWNLOAD_OFF = 'The owner of this resume has not allowed downloads.';

const tags = ['share'];

export const share = {
  create: defineRoute({
    method: 'POST',
    path: '/share',
    summary: 'Create a read-only link to one of my resumes',
    tags,
    access: 'user',
    body: z.object({ resumeId: idField }),
    responses: { 201: z.object({ slug: z.string(), url: z.string() }) },
    errors: [400, 401, 404, 409, 429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/share',
    summary: 'My share links with their view counts, newest first',
    tags,
    access: 'user',
    responses: { 200: z.array(shareLinkSchema) },
    errors: [401],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/share/:slug',
    summary: 'Allow or refuse downloads from one of my links',
    tags,
    access: 'user',
    params: slugParams,
    body: z.object({
      allowDownload: z.boolean({ message: 'allowDownload must be true or false' }),
    }),
    responses: { 200: shareLinkSchema },
    errors: [400, 401, 404],
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/share/:slug',
    summary: 'Revoke one of my links: it answers 404 from now on',
    tags,
    access: 'user',
    params: slugParams,
    responses: { 204: z.null() },
    errors: [400, 401, 404],
  }),
  publicResume: defineRoute({
    method: 'GET',
    path: '/public/:slug',
    summary:
      "A shared resume's content (no account data), X-Robots-Tag: noindex; each visitor counted once a day",
    tags,
    access: 'public',
    params: slugParams,
    responses: { 200: publicResumeSchema },
    errors: [400, 404, 429],
  }),
  publicDownload: defineRoute({
    method: 'POST',
    path: '/public/:slug/downloads',
    summary:
      "Ask before rendering a download from a link: allowed when its owner allows downloads and the owner's plan covers the resume",
    tags,
    access: 'public',
    params: slugParams,
    body: z.object({ format: downloadFormatSchema }),
    responses: { 204: z.null() },
    errors: [400, 402, 403, 404, 429],
  }),
};
