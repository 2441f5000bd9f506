import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/error-schema.js';
import { notFound } from '../../lib/errors.js';
import {
  downloadBody,
  draftIdParams,
  idParams,
  resumeBody,
  resumeRecord,
  saveBody,
  updateBody,
  userIdParams,
} from './schemas.js';
import type { ResumesService } from './service.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const tags = ['resumes'];

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw new Error('requireUser must run before resume routes');
  return request.user.id;
};

/** A `userId` in the path or query must be the session's user; anything else is 404. */
async function requireOwnUserId(request: FastifyRequest) {
  const params = request.params as { userId?: string };
  const query = request.query as { userId?: string };
  const claimed = params.userId ?? query.userId;
  if (claimed !== undefined && claimed !== request.user?.id)
    throw notFound('Not found', 'NOT_FOUND');
}

/** Drafts, the final save, the saved list, one resume, downloads (spec section 7). */
export function resumesRoutes(resumes: ResumesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/addresume/getdraft',
      {
        preHandler: requireOwnUserId,
        schema: {
          tags,
          summary: "The user's latest draft",
          querystring: z.object({ userId: z.string().max(100).optional() }),
          response: {
            200: z.object({ success: z.literal(true), data: resumeRecord.nullable() }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await resumes.latestDraft(userOf(request)),
      }),
    );

    app.post(
      '/addresume/draft',
      {
        schema: {
          tags,
          summary: 'Create a draft',
          body: resumeBody,
          response: { 201: resumeRecord, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await resumes.createDraft(userOf(request), request.body)),
    );

    app.post(
      '/addresume/save',
      {
        schema: {
          tags,
          summary: 'The final save',
          body: saveBody,
          response: { 200: resumeRecord, 201: resumeRecord, ...errors },
        },
      },
      async (request, reply) => {
        const { _id, version, ...resume } = request.body;
        const from = _id !== undefined && version !== undefined ? { id: _id, version } : undefined;
        const saved = await resumes.save(userOf(request), resume, from);
        return reply.status(from ? 200 : 201).send(saved);
      },
    );

    app.get(
      '/addresume/getallresumes/:userId',
      {
        preHandler: requireOwnUserId,
        schema: {
          tags,
          summary: "All of the user's resumes, newest first",
          params: userIdParams,
          response: { 200: z.array(resumeRecord), ...errors },
        },
      },
      async (request) => resumes.list(userOf(request)),
    );

    app.get(
      '/addresume/check-resume-limit/:userId',
      {
        preHandler: requireOwnUserId,
        schema: {
          tags,
          summary: 'May the user download now?',
          params: userIdParams,
          response: { 200: z.object({ canGenerate: z.boolean() }), ...errors },
        },
      },
      async (request) => ({ canGenerate: await resumes.canGenerate(userOf(request)) }),
    );

    app.get(
      '/addresume/resume/:id',
      {
        schema: {
          tags,
          summary: 'One resume',
          params: idParams,
          response: { 200: resumeRecord, ...errors },
        },
      },
      async (request) => resumes.get(userOf(request), request.params.id),
    );

    app.put(
      '/addresume/:draftId',
      {
        schema: {
          tags,
          summary: 'Update a resume (stale version: 409)',
          params: draftIdParams,
          body: updateBody,
          response: { 200: resumeRecord, ...errors },
        },
      },
      async (request) => {
        const { version, ...resume } = request.body;
        return resumes.updateResume(userOf(request), request.params.draftId, version, resume);
      },
    );

    app.delete(
      '/addresume/:id',
      {
        schema: {
          tags,
          summary: 'Delete a resume',
          params: idParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await resumes.remove(userOf(request), request.params.id);
        return { deleted: true as const };
      },
    );

    app.post(
      '/addresume/:id/duplicate',
      {
        schema: {
          tags,
          summary: 'Copy a resume',
          params: idParams,
          response: { 201: resumeRecord, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await resumes.duplicate(userOf(request), request.params.id)),
    );

    app.post(
      '/addresume/:id/downloads',
      {
        schema: {
          tags,
          summary: 'Record a download (after check-resume-limit)',
          params: idParams,
          body: downloadBody,
          response: {
            201: z.object({ id: z.string(), format: z.string(), createdAt: z.string() }),
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await resumes.recordDownload(userOf(request), request.params.id, request.body.format),
          ),
    );
  };
}
