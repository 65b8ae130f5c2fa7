import { createMiddleware } from 'hono/factory'
import { ADMIN_PATH } from '../../engine/routes/sitePaths'
import { secureHeaders } from 'hono/secure-headers'
import { under } from '../../engine/routes/siteRoute'
import type { MiddlewareHandler } from 'hono'
import { editableHeaders } from './middleware'
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from './speculationRules'

/** What a page may load; the admin alone talks to Supabase from the browser. */
export interface PolicyOptions {
  /** The nonce Vike put on the page's inline scripts (the admin's), if any. */
  nonce?: string
  /** Origin of SUPABASE_URL, which the admin calls and shows images from. */
  supabaseOrigin?: string
  /** Hash sources ('sha256-…') of the inline scripts every public page carries. */
  scriptHashes?: readonly string[]
}

/**
 * The Content-Security-Policy of a path: scripts only from the site (plus the public pages' inline script by
 * its hash, and the admin's by Vike's nonce), nothing may frame the site, no plugins, no <base>. Post bodies
 * may show images from any https address (a post body may keep `img src`, docs/spec/specification.md §5), so blog pages
 * allow them; the sanitised `style` attributes need inline styles.
 */
export function contentSecurityPolicy(pathname: string, { nonce, supabaseOrigin, scriptHashes = [] }: PolicyOptions = {}): string {
  const admin = under(pathname, ADMIN_PATH)
  const supabase = admin && supabaseOrigin ? [supabaseOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(admin ? [] : scriptHashes), ...(nonce ? [`'nonce-${nonce}'`] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...(admin ? ['blob:', 'https:', ...supabase] : under(pathname, '/blog') ? ['https:'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...supabase],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * What every answer carries, by Hono's secureHeaders: only the headers named here (its other defaults off), so
 * public pages carry no COOP (see securityHeaders) and nothing else changes.
 */
const commonHeaders = secureHeaders({
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [], browsingTopics: [] },
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

/** Served over HTTPS directly, or behind a proxy that says so. */
export const isHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'

/**
 * Security headers on every answer: pages, the blog, the admin, its API, static files and errors. The admin,
 * where the owner's session lives, is also cut off from other sites' windows (COOP); public pages hold nothing
 * a window could leak and send none, since there COOP doubled the first page's commit
 * (docs/decisions/coop-admin-only.md). A policy
 * already set by a more specific handler (a user file's `sandbox`) is kept; Vike's nonce-only policy is
 * folded into the full one. Every answer also names the speculation rules, served as their own media type
 * (a file, not an inline script, so the policy allows no more inline scripts than the bootstrap).
 */
export function securityHeaders(options: { supabaseUrl?: string; scriptHashes?: readonly string[] } = {}): MiddlewareHandler {
  const supabaseOrigin = options.supabaseUrl && URL.canParse(options.supabaseUrl) ? new URL(options.supabaseUrl).origin : undefined
  return createMiddleware(async (c, next) => {
    // secureHeaders sets its headers on the answer in place: the inner step makes them changeable first.
    await commonHeaders(c, async () => {
      await next()
      editableHeaders(c)
    })
    const headers = c.res.headers
    headers.set('speculation-rules', `"${SPECULATION_RULES_PATH}"`)
    if (isHttps(c.req.raw)) headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains')
    const { pathname } = new URL(c.req.url)
    if (under(pathname, ADMIN_PATH)) headers.set('cross-origin-opener-policy', 'same-origin')
    if (pathname === SPECULATION_RULES_PATH && c.res.ok) headers.set('content-type', SPECULATION_RULES_TYPE)
    const current = headers.get('content-security-policy')
    const nonce = current && /^script-src 'self' 'nonce-([\w-]+)'$/.exec(current.trim())?.[1]
    if (!current || nonce) {
      headers.set(
        'content-security-policy',
        contentSecurityPolicy(pathname, { nonce: nonce || undefined, supabaseOrigin, scriptHashes: options.scriptHashes }),
      )
    }
  })
}
