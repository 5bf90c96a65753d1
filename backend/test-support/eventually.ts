/** Polls until the check passes (queues and workers are asynchronous) or the time runs out. */
export async function eventually<T>(check: () => Promise<T> | T, { timeoutMs = 15_000, intervalMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw lastError;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
