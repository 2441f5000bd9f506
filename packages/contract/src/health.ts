import { z } from 'zod';
import { defineRoute } from './define';

const tags = ['health'];

export const health = {
  live: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'The process is up',
    tags,
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    errors: [],
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    summary: 'The database answers',
    tags,
    access: 'public',
    responses: {
      200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
    },
    errors: [503],
  }),
};
