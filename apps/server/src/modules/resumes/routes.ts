import { contract } from '@shortlist/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/contract-route.js';
import { sendJsonText } from '../../lib/json-text.js';
import { sessionUserId as userOf } from '../../lib/session-user.js';
import { idempotencyKeyOf } from './request-inputs.js';

const { resumes: routes } = contract;

/** Drafts, the final save, the saved list, one resume, downloads (spec section 7). */
export async function resumesRoutes(app: FastifyInstance) {
  const { resumes, payments } = app.services;

  // The hottest answers go out as JSON text (decision 0900): the stored document is not
  // parsed and checked against the contract again on its way out.
  mountRoute(app, routes.latestDraft, async (request, reply) =>
    sendJsonText(reply, await resumes.latestDraftJson(userOf(request))),
  );

  mountRoute(app, routes.createDraft, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { status, record } = await resumes.createDraft(userOf(request), request.body, key);
    reply.code(status);
    return record;
  });

  mountRoute(app, routes.handOver, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { status, record } = await resumes.handOver(userOf(request), request.body, key);
    reply.code(status);
    return { created: status === 201, resume: record };
  });

  mountRoute(app, routes.save, async (request, reply) => {
    const { _id, version, ...resume } = request.body;
    const from = _id !== undefined && version !== undefined ? { id: _id, version } : undefined;
    const saved = await resumes.save(userOf(request), resume, from);
    reply.code(from ? 200 : 201);
    return saved;
  });

  // The list's JSON text is built by the database, in the contract's shape (decision 0900).
  mountRoute(app, routes.list, async (request, reply) =>
    sendJsonText(
      reply,
      await resumes.summaries(userOf(request), request.query.limit, request.query.cursor),
    ),
  );

  mountRoute(app, routes.checkLimit, async (request) => payments.entitlement(userOf(request)));

  mountRoute(app, routes.get, async (request) => resumes.get(userOf(request), request.params.id));

  mountRoute(app, routes.update, async (request, reply) => {
    const { version, ...resume } = request.body;
    const { draftId } = request.params;
    const json = await resumes.updateResumeJson(userOf(request), draftId, version, resume);
    return sendJsonText(reply, json);
  });

  mountRoute(app, routes.remove, async (request) => {
    await resumes.remove(userOf(request), request.params.id);
    return { deleted: true as const };
  });

  mountRoute(app, routes.duplicate, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { status, record } = await resumes.duplicate(userOf(request), request.params.id, key);
    reply.code(status);
    return record;
  });

  mountRoute(app, routes.rename, async (request) =>
    resumes.rename(userOf(request), request.params.id, request.body.title),
  );

  mountRoute(app, routes.versions, async (request) =>
    resumes.versions(userOf(request), request.params.id),
  );

  mountRoute(app, routes.version, async (request) =>
    resumes.version(userOf(request), request.params.id, request.params.version),
  );

  mountRoute(app, routes.restoreVersion, async (request) =>
    resumes.restore(userOf(request), request.params.id, request.params.version),
  );

  mountRoute(app, routes.downloadCost, async (request) =>
    resumes.downloadCost(userOf(request), request.params.id),
  );

  mountRoute(app, routes.recordDownload, async (request) =>
    resumes.recordDownload(userOf(request), request.params.id, request.body.format),
  );
}
