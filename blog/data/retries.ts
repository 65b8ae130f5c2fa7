/**
 * Runs `attempt`, and again up to `retries` times when it throws, waiting a little longer each time, while
 * `worthRetrying` says another attempt can help (not once the upstream's circuit is open).
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  retries: number,
  delayMs = 150,
  worthRetrying: () => boolean = () => true,
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt()
    } catch (error) {
      if (failures >= retries || !worthRetrying()) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** failures))
    }
  }
}
