import { Hono, type MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { verifyToken, type TokenIssuer } from '../keys.ts'
import type { AuthDeps } from './auth/deps.ts'
import { verifyRoute } from './auth/recovery.ts'
import { authRoutes } from './auth/routes.ts'
import { PayloadTooLarge } from './http/bodies.ts'
import { restProxy, type RestDeps } from './rest/proxy.ts'
import type { StorageDeps } from './storage/deps.ts'
import { publicObjectRoute, storageRoutes } from './storage/routes.ts'

/** Everything the gateway needs to serve the Supabase URL paths. */
export interface GatewayDeps extends AuthDeps, StorageDeps, RestDeps {}

/** The local stand-in for Supabase's API gateway: /rest/v1, /auth/v1 and /storage/v1 on one origin. */
export function createGateway(deps: GatewayDeps): Hono {
  const app = new Hono()
  // The admin is a browser app on another origin; supabase-js reads Content-Range for exact counts.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Range', 'Content-Location', 'Preference-Applied', 'X-Supabase-Api-Version'],
      maxAge: 3600,
    }),
  )
  // Reached from <img> tags and emailed links, so no API key.
  app.get('/storage/v1/object/public/:bucket/*', publicObjectRoute(deps))
  app.get('/auth/v1/verify', verifyRoute(deps))
  app.use('*', requireApiKey(deps))
  app.all('/rest/v1', restProxy(deps))
  app.all('/rest/v1/*', restProxy(deps))
  app.route('/auth/v1', authRoutes(deps))
  app.route('/storage/v1', storageRoutes(deps))
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  // Kong's answer to a body over its size limit, for every JSON body the gateway reads; anything else is a 500.
  app.onError((error, c) => {
    if (error instanceof PayloadTooLarge) return c.json({ message: error.message }, 413)
    console.error('[gateway]', error)
    return c.json({ message: 'Internal gateway error' }, 500)
  })
  return app
}

/** Like Kong's key-auth: every API call carries the anon or service_role key. */
function requireApiKey(keys: TokenIssuer): MiddlewareHandler {
  return async (c, next) => {
    const apiKey = c.req.header('apikey')
    if (!apiKey) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header was found.' }, 401)
    }
    const claims = await verifyToken(keys, apiKey)
    if (claims?.role !== 'anon' && claims?.role !== 'service_role') return c.json({ message: 'Invalid API key' }, 401)
    await next()
  }
}
