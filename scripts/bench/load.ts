import autocannon from 'autocannon'

/** What one load run measured. */
export interface Load {
  /** Successful (2xx) answers per second. */
  rps: number
  p50: number
  p99: number
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number
}

/** The encodings a browser accepts; nginx answers gzip (it has no brotli), ours whichever the build made. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html,*/*;q=0.8' }

/**
 * `connections` keep-alive connections on one URL for `seconds`, after a short warm-up. autocannon runs in this
 * process, never in the server's: the load generator must not share the measured process's event loop.
 */
export async function load(url: string, { seconds, connections }: { seconds: number; connections: number }): Promise<Load> {
  await autocannon({ url, connections, duration: 1, headers: BROWSER_HEADERS })
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS })
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}
