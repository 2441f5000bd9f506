import { contract, type ChatStartBody } from '@shortlist/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from './client';

const routes = contract.chat;

/** What the widget says when a message could not be sent and the server gave no reason. */
export const CHAT_SEND_FAILED = 'Your message could not be sent. Please try again.';

export const chatApi = {
  /** Sends a support message; the server's reason (a bad email, too many messages) if any. */
  start: (body: ChatStartBody) =>
    call(routes.start, { body }).catch((error: unknown) => {
      if (error instanceof ApiError && error.serverMessage && error.status < 500)
        throw new Error(error.serverMessage);
      throw new Error(CHAT_SEND_FAILED);
    }),
};

export function useSendChatMessage() {
  return useMutation({ mutationFn: chatApi.start });
}
