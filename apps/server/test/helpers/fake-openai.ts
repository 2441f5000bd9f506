import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  max_tokens: number;
  n: number;
  temperature: number;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
};
export type SeenRequest = { path: string; authorization?: string; body: ChatRequest };
export type Responder = (request: ChatRequest, res: ServerResponse) => void | Promise<void>;

/** A chat-completions answer with one choice per content. */
export const completion = (...contents: string[]) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'fake',
  choices: contents.map((content, index) => ({
    index,
    message: { role: 'assistant', content },
    finish_reason: 'stop',
  })),
});

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/**
 * An OpenAI-compatible chat-completions server on loopback: it records every request and
 * answers with the current `respond` (canned by each test).
 */
export async function startFakeOpenAi() {
  const seen: SeenRequest[] = [];
  let respond: Responder = (_, res) => sendJson(res, 200, completion('["one"]'));
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as ChatRequest;
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      open.add(res);
      res.on('close', () => open.delete(res));
      void respond(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    reply(next: Responder) {
      respond = next;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
