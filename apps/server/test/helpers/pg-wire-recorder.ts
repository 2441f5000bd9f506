import { startTcpProxy } from './tcp-proxy.js';

/** A statement a client had PostgreSQL execute: its prepared name ('' unnamed) and text. */
export type Executed = { name: string; text: string };

export type PgWireRecorder = {
  port: number;
  /** What the clients had executed since the last `clear`, in the order the proxy saw it. */
  executed: () => Executed[];
  clear: () => void;
  close: () => Promise<void>;
};

const PROTOCOL_3 = 196_608;

/** A zero-terminated string of `data` at `at`, and where the next field starts. */
function cstring(data: Buffer, at: number): [string, number] {
  const end = data.indexOf(0, at);
  return [data.toString('utf8', at, end), end + 1];
}

/**
 * A TCP pass-through on loopback to a PostgreSQL server that reads what its clients send
 * (the frontend messages of the wire protocol) and records each execution: a Bind names the
 * prepared statement it runs (node-postgres sends its Parse, with the text, only the first time
 * on a connection), a simple Query carries its text. Nothing is changed on the way.
 */
export async function startPgRecorder(target: {
  host: string;
  port: number;
}): Promise<PgWireRecorder> {
  let executed: Executed[] = [];
  const proxy = await startTcpProxy(target, () => {
    const parsed = new Map<string, string>();
    let pending = Buffer.alloc(0);
    let started = false;
    const read = (type: string, body: Buffer) => {
      if (type === 'P') {
        const [name, next] = cstring(body, 0);
        parsed.set(name, cstring(body, next)[0]);
      } else if (type === 'B') {
        const [, next] = cstring(body, 0);
        const name = cstring(body, next)[0];
        executed.push({ name, text: parsed.get(name) ?? '(not parsed on this connection)' });
      } else if (type === 'Q') executed.push({ name: '', text: cstring(body, 0)[0] });
    };
    return (data) => {
      pending = Buffer.concat([pending, data]);
      for (;;) {
        // The start-up message (and an SSL or GSS request before it) has no type byte.
        const head = started ? 1 : 0;
        if (pending.length < head + 4) return;
        const length = pending.readInt32BE(head);
        if (pending.length < head + length) return;
        if (started) read(String.fromCharCode(pending[0]!), pending.subarray(5, 1 + length));
        else started = pending.readInt32BE(4) === PROTOCOL_3;
        pending = pending.subarray(head + length);
      }
    };
  });
  return {
    port: proxy.port,
    executed: () => [...executed],
    clear: () => {
      executed = [];
    },
    close: () => proxy.close(),
  };
}
