import type { createServer } from '../../server/createServer.ts'

/**
 * Sends requests through a server's middleware (outermost first) and app, as srvx does; `ip` is the connection's
 * address srvx would give the request.
 */
export function serverClient(server: ReturnType<typeof createServer>) {
  return (path: string, init?: RequestInit & { ip?: string }): Promise<Response> => {
    const request = new Request(`http://localhost${path}`, init)
    if (init?.ip) Object.defineProperty(request, 'ip', { value: init.ip })
    const run = async (index: number): Promise<Response> => {
      const middleware = server.middleware[index]
      return middleware ? middleware(request, () => run(index + 1)) : server.fetch(request)
    }
    return run(0)
  }
}
