import { z } from 'zod';
import { defineRoute } from './define';
import { isoDateTime } from './fields';
import { emailField } from './users';

export const CHAT_MESSAGE_MAX = 5000;
/** The spec's text when the message is empty (section 5), also the server's answer. */
export const EMPTY_CHAT_MESSAGE = 'Type Your message';

export const chatStartBody = z.object({
  email: emailField,
  message: z
    .string({ message: EMPTY_CHAT_MESSAGE })
    .trim()
    .min(1, EMPTY_CHAT_MESSAGE)
    .max(CHAT_MESSAGE_MAX, 'Use at most 5,000 characters for your message.'),
});
export type ChatStartBody = z.input<typeof chatStartBody>;

/**
 * A support message as the back office lists it (spec section 3): `status` false is pending,
 * true is complete. Declared here for the admin routes (`/chat/all`, `/chat/mark`).
 */
export const supportMessageSchema = z.object({
  _id: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.boolean(),
  createdAt: isoDateTime,
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

const tags = ['chat'];

export const chat = {
  start: defineRoute({
    method: 'POST',
    path: '/chat/start',
    summary: 'Send a support message from the chat widget; stored as pending',
    tags,
    access: 'public',
    body: chatStartBody,
    responses: { 201: z.object({ _id: z.string() }) },
    errors: [400, 413, 415, 429],
  }),
};
