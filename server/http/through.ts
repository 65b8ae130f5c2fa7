import { Hono, type MiddlewareHandler } from 'hono'

/**
 * A request through `middleware` (outermost first) in front of `handler`, on a Hono app as the server's pipeline
 * is: how the tests run one step, or a few, without the whole server.
 */
export function through(middleware: readonly MiddlewareHandler[], handler: (request: Request) => Response | Promise<Response>) {
  const app = new Hono()
  app.use(...middleware)
  app.all('*', (c) => handler(c.req.raw))
  return async (request: Request): Promise<Response> => app.fetch(request)
}
