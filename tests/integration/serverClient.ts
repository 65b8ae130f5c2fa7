import type { createServer } from '../../server/createServer.ts'

/** Sends requests through a server's pipeline, as srvx does; `ip` is the connection's address srvx would give the request. */
export function serverClient(server: ReturnType<typeof createServer>) {
  return (path: string, init?: RequestInit & { ip?: string }): Promise<Response> => {
    const request = new Request(`http://localhost${path}`, init)
    if (init?.ip) Object.defineProperty(request, 'ip', { value: init.ip })
    return Promise.resolve(server.fetch(request))
  }
}
