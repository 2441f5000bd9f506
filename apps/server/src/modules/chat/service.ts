import type { Db } from '../../db/client.js';
import { chatRepository } from './repository.js';

/** Support messages from the chat widget (spec sections 2, 4 and 7, 'Support chat'). */
export function chatService(db: Db, now: () => Date) {
  return {
    /** Stores a message as pending (`status` false); answers its id. */
    async start(email: string, message: string) {
      return { _id: await chatRepository(db).insert(email, message, now()) };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
