import { createMiddleware } from 'hono/factory'
import { editableHeaders } from './http/middleware'

/** What a platform's probe (Fly, Cloud Run, Kubernetes, a load balancer) asks: 200 once the server serves, 503 before and while it stops. */
export const HEALTH_PATH = '/healthz'

/** In-flight requests get this long after SIGTERM; then open connections are cut. With the taps' 2 s flush, under 10 s. */
const DRAIN_MS = 7000

/** How often idle keep-alive connections are closed while draining, so a load balancer opens a new one elsewhere. */
const IDLE_SWEEP_MS = 200

/** The part of srvx's server that stopping needs. */
export type ClosableServer = {
  close(closeAll?: boolean): Promise<void>
  node?: { server?: { closeIdleConnections(): void; closeAllConnections(): void } }
}

type State = 'starting' | 'ready' | 'draining'

/**
 * Where the server is in its life: starting (the build's files and the content not read yet), ready, or draining
 * after SIGTERM. The health path reports it; `stopOnSignal` drains and ends the process.
 */
export function createLifecycle({ drainMs = DRAIN_MS, exit = (code: number): void => process.exit(code) } = {}) {
  let state: State = 'starting'

  const health = createMiddleware(async (c, next) => {
    const { method } = c.req
    if ((method !== 'GET' && method !== 'HEAD') || new URL(c.req.url).pathname !== HEALTH_PATH) {
      if (state !== 'draining') return next()
      // A load balancer reuses its keep-alive connections as fast as they free up: told to close each one, it opens
      // the next elsewhere, and the drain ends once the requests under way are answered.
      await next()
      editableHeaders(c).set('connection', 'close')
      return
    }
    const ready = state === 'ready'
    return new Response(method === 'HEAD' ? null : state, {
      status: ready ? 200 : 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  })

  /**
   * Stops serving: health answers 503, the listener closes so no new connection is taken, requests under way
   * finish (up to `drainMs`, then connections are cut), `beforeExit` runs (the pending contact taps are added),
   * and the process exits 0. A second call while draining does nothing.
   */
  async function stop(server: ClosableServer, beforeExit: () => Promise<void>): Promise<void> {
    if (state === 'draining') return
    state = 'draining'
    const sweep = setInterval(() => server.node?.server?.closeIdleConnections(), IDLE_SWEEP_MS)
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))
    await Promise.race([server.close().catch((error: unknown) => console.error('[server] closing:', error)), deadline])
    clearInterval(sweep)
    clearTimeout(timer)
    server.node?.server?.closeAllConnections()
    await beforeExit().catch((error: unknown) => console.error('[server] before exit:', error))
    exit(0)
  }

  /**
   * Stops on SIGTERM (a platform replacing the container) or SIGINT (Ctrl+C). Node is PID 1 in the container,
   * where a signal without a handler does nothing: without this, `docker stop` waits and kills (exit code 137).
   */
  function stopOnSignal(server: ClosableServer, beforeExit: () => Promise<void>): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(server, beforeExit))
  }

  return {
    health,
    /** Marks the server ready once `preparing` settles (whether or not it succeeded: a failed read is retried per request). */
    readyAfter: (preparing: Promise<unknown>) =>
      void preparing
        .catch(() => undefined)
        .then(() => {
          if (state === 'starting') state = 'ready'
        }),
    stop,
    stopOnSignal,
    get state(): State {
      return state
    },
  }
}
