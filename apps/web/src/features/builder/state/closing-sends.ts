/** Sends still on their way from editors that were closed (see `disposedSendsSettled`). */
const closing = new Set<Promise<void>>();

/** A closed editor's last send (DraftSync.dispose). */
export function trackClosingSend(send: Promise<void>) {
  closing.add(send);
  void send.finally(() => closing.delete(send));
}

/**
 * Resolves once the last sends of the editors closed in this tab have been answered (or
 * after `timeoutMs`): the builder opening next then reads a copy that says what the server
 * holds, instead of sending the same versioned update a second time (and getting a 409).
 */
export function disposedSendsSettled(timeoutMs = 8000): Promise<void> {
  if (closing.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all([...closing]).then(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
