/** The undici codes of a connection the other side closed before it answered. */
const CLOSED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

const closedBeforeAnswer = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && CLOSED.has(cause.code);
};

/**
 * fetch, once more when the connection was closed before any answer came: a kept-alive
 * socket that the provider closed as idle just as it was reused fails at once, though the
 * request never reached the model. Without this, such a request is answered by the offline
 * engine for no reason. A timeout, an abort or an HTTP error answer is not tried again, and
 * nothing is tried more than twice (the budget counted one call).
 */
export const fetchAgain: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (!closedBeforeAnswer(error) || init?.signal?.aborted) throw error;
    return fetch(input, init);
  }
};
