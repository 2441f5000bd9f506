import net from 'node:net';

export type TcpProxy = {
  port: number;
  /**
   * Drops every open connection and refuses new ones, as a database that went away; resolves
   * once the sockets are closed and their peers have had a moment to hear of it.
   */
  cut(): Promise<void>;
  /** Lets connections through again, as a database that came back. */
  restore(): void;
  /** Keeps connections open but forwards nothing any more, as a server that hangs. */
  freeze(): void;
  /**
   * Drops every connection and stops listening, as a stopped server: connecting now fails
   * with ECONNREFUSED.
   */
  refuse(): Promise<void>;
  /** Listens on the same port again, as a server that was started again. */
  reopen(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP pass-through on loopback to `target`, to cut a server off from its database.
 * `observe`, called for each connection, gets what its client sends (forwarded unchanged).
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  observe?: () => (data: Buffer) => void,
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  let frozen = false;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    const seen = observe?.();
    client.on('data', (data: Buffer) => {
      seen?.(data);
      return frozen || upstream.write(data);
    });
    upstream.on('data', (data: Buffer) => frozen || client.write(data));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => sockets.forEach((socket) => socket.destroy());
  return {
    port,
    async cut() {
      open = false;
      const closing = [...sockets].map((s) => new Promise((r) => s.once('close', r)));
      dropAll();
      await Promise.all(closing);
      await new Promise((r) => setTimeout(r, 100));
    },
    restore() {
      open = true;
      frozen = false;
    },
    freeze() {
      frozen = true;
    },
    async refuse() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      dropAll();
      await closed;
    },
    reopen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
