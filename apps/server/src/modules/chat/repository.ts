import type { Db } from '../../db/client.js';
import { chatMessages } from '../../db/schema/index.js';

/** The SQL of support messages. */
export function chatRepository(db: Db) {
  return {
    async insert(email: string, message: string, createdAt: Date) {
      const rows = await db
        .insert(chatMessages)
        .values({ email, message, createdAt })
        .returning({ id: chatMessages.id });
      return (rows[0] as { id: string }).id;
    },
  };
}
