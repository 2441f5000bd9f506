import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Hears the notifications of one channel (`pg_notify`), and when some may have been missed. */
export type NotificationSubscriber = {
  message: (payload: string) => void;
  /** Notifications may have been missed (the connection was lost or is back): drop what you know. */
  reset: () => void;
};

/** PostgreSQL's LISTEN/NOTIFY, as the app uses it: caches learn what other processes changed. */
export type DbNotifications = {
  subscribe(channel: string, subscriber: NotificationSubscriber): void;
  /** True while every notification committed is being delivered (the listener is connected). */
  listening(): boolean;
  /**
   * Resolves once every notification committed before the call has reached the subscribers
   * (a marker sent through the same queue has come back). Immediate when not listening.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
};

const SETTLED_CHANNEL = 'shortlist_settled';
const RECONNECT_MS = 1_000;

/**
 * PGlite runs in this process and calls listeners before the statement that notified returns,
 * so nothing is ever missed or late.
 */
export function pgliteNotifications(client: PGlite): DbNotifications {
  return {
    subscribe: (channel, subscriber) =>
      void client.listen(channel, (payload) => subscriber.message(payload)),
    listening: () => !client.closed,
    settled: async () => {},
    close: async () => {},
  };
}

/**
 * One connection of its own LISTENs on PostgreSQL. When it is lost, subscribers are reset and it
 * reconnects every second; `listening()` is false meanwhile (caches must not trust themselves).
 */
export function postgresNotifications(url: string): DbNotifications {
  const channels = new Map<string, Set<NotificationSubscriber>>();
  const markers = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let connecting = false;
  let closed = false;
  let nextMarker = 0;
  let retry: NodeJS.Timeout | undefined;

  const resetAll = () => channels.forEach((set) => set.forEach((s) => s.reset()));
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function lost(lostClient: pg.Client) {
    if (client === lostClient) client = undefined;
    lostClient.removeAllListeners('notification');
    lostClient.end().catch(() => {});
    resetAll();
    markers.forEach((done) => done());
    markers.clear();
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    }
  }

  async function connect() {
    if (closed || client || connecting || channels.size === 0) return;
    connecting = true;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    let gone = false;
    const onLost = () => {
      if (gone) return;
      gone = true;
      lost(next);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === SETTLED_CHANNEL) markers.get(payload)?.();
      else channels.get(channel)?.forEach((s) => s.message(payload));
    });
    try {
      await next.connect();
      for (const channel of [SETTLED_CHANNEL, ...channels.keys()])
        await next.query(`listen ${quote(channel)}`);
      if (closed || gone) throw new Error('closed while connecting');
      client = next;
      // What happened before LISTEN was not heard.
      resetAll();
    } catch {
      onLost();
    } finally {
      connecting = false;
    }
  }

  return {
    subscribe(channel, subscriber) {
      const set = channels.get(channel) ?? new Set();
      set.add(subscriber);
      channels.set(channel, set);
      if (client) void client.query(`listen ${quote(channel)}`).catch(() => {});
      else void connect();
    },
    listening: () => client !== undefined,
    async settled() {
      const current = client;
      if (!current) return;
      const marker = String((nextMarker += 1));
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      try {
        await current.query('select pg_notify($1, $2)', [SETTLED_CHANNEL, marker]);
      } catch {
        markers.delete(marker);
        return;
      }
      await arrived;
      markers.delete(marker);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
