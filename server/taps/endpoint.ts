import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { CONTACT_KINDS } from '../../engine/site/contactKind'
import type { TapRecorder } from './recorder'
import { type AddressSource, createRepeatFilter, isBot, visitorAddress } from './visitors'

/** A tap as the behaviours script reports it (renderer/frame/contactTaps.ts). */
const tapSchema = z.object({
  /** The page's path, as location.pathname gives it. */
  path: z.string().min(1).max(300).startsWith('/'),
  /** Which link was tapped. */
  kind: z.enum(CONTACT_KINDS),
})

/** A tap is some forty bytes; anything much longer is not one. */
const MAX_BODY_BYTES = 512

const NO_STORE = { 'cache-control': 'no-store' }

export type ContactTapsOptions = {
  recorder: TapRecorder
  /** Where the visitor's address is read (visitors.ts). */
  addressSource: AddressSource
  /** Whether a visitor can be on this path (server/knownPages.ts). */
  isKnownPage: (path: string) => Promise<boolean>
  /** Tells a first tap from a repeat (visitors.ts); one per server. */
  isFirstTap?: ReturnType<typeof createRepeatFilter>
}

/**
 * Whether a tap comes from one of the site's own pages. A beacon is a "simple" request, which no CORS preflight
 * guards, so any site's page could otherwise make each of its visitors count taps. Browsers say where a request
 * comes from in Sec-Fetch-Site, and those that predate it in Origin (sent with every POST).
 */
function fromOwnPage(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  return origin !== null && URL.canParse(origin) && new URL(origin).host === new URL(request.url).host
}

/**
 * POST (a beacon: JSON, sent as text/plain): one tap on a chat or phone link. Counted when it names a page of the
 * site and a kind, comes from a person's browser and is not a repeat of the same address's; answered 204 either
 * way, at once, 403 to another site's page, and 400/404/405/413 for what is not a tap. Nothing about the visitor is kept past the repeat window.
 */
export function contactTapsEndpoint({ recorder, addressSource, isKnownPage, isFirstTap = createRepeatFilter() }: ContactTapsOptions) {
  const app = new Hono<{ Variables: { visitor: string } }>()
  // Read before the body limit, which may hand on a new Request without srvx's connection address.
  app.use(async (c, next) => {
    const peer = (c.req.raw as Request & { ip?: string }).ip
    const headers = { forwardedFor: c.req.header('x-forwarded-for') ?? null, flyClientIp: c.req.header('fly-client-ip') ?? null }
    c.set('visitor', visitorAddress(peer, headers, addressSource))
    await next()
  })
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Grande demais', 413, NO_STORE) })
  app.post('/', async (c, next) => (fromOwnPage(c.req.raw) ? next() : c.text('Só as páginas do site contam toques', 403, NO_STORE)))
  app.post('/', limit, async (c) => {
    const tap = tapSchema.safeParse(await c.req.json().catch(() => null))
    if (!tap.success) return c.text('Envie { path, kind }', 400, NO_STORE)
    if (isBot(c.req.header('user-agent'))) return c.body(null, 204, NO_STORE)
    const { path, kind } = tap.data
    if (!(await isKnownPage(path))) return c.text('Página desconhecida', 404, NO_STORE)
    if (isFirstTap(c.var.visitor, path, kind)) recorder.record(path, kind)
    return c.body(null, 204, NO_STORE)
  })
  app.all('/', (c) => c.text('Método não permitido', 405, { allow: 'POST', ...NO_STORE }))
  return app
}
