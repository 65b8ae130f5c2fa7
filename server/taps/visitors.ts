import { LRUCache } from 'lru-cache'
import { isIP } from 'node:net'
import { TAP_REPEAT_MINUTES } from '../../engine/site/tapWindow'

/**
 * User agents that are not a person tapping: crawlers, link-preview fetchers (WhatsApp's, Facebook's, Telegram's,
 * Slack's…), headless browsers and scripted HTTP clients.
 */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|headless|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|skype|discord|embedly|lighthouse|pagespeed|curl|wget|python|java\/|go-http|node-fetch|axios|undici|okhttp|httpclient|scrapy/i

/** Whether a tap comes from a program rather than a visitor; no user agent at all is one too. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOTS.test(userAgent)
}

/** Loopback and private ranges: a peer there is a proxy of ours (a load balancer, a CDN's origin pull through one), not the visitor. */
const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|::ffff:(127|10|192\.168)\.)/i

/**
 * The visitor's address: the connection's, or, when that is a proxy on our own network, the last address the proxy
 * saw (the end of X-Forwarded-For, which a visitor cannot write; the start can be anything). Used in memory only.
 */
export function visitorAddress(peer: string | undefined, forwardedFor: string | null): string {
  if (!peer) return 'unknown'
  if (!PRIVATE.test(peer) || !forwardedFor) return peer
  const last = forwardedFor.split(',').at(-1)?.trim() ?? ''
  return isIP(last) ? last : peer
}

/** How long a tap from one address on one page's link of one kind counts once. */
export const REPEAT_WINDOW_MS = TAP_REPEAT_MINUTES * 60 * 1000

/** Addresses remembered at most; past it the least recent is forgotten (a flood from many addresses cannot grow memory). */
const MAX_REMEMBERED = 10_000

/**
 * Tells a first tap from a repeat: the same address, page and kind within `windowMs` counts once. The addresses
 * live only in this bounded memory and are purged once their window ends (the privacy page promises 5 minutes);
 * they are never stored or logged. `remembered()` says how many taps it still holds.
 */
export function createRepeatFilter({ windowMs = REPEAT_WINDOW_MS, max = MAX_REMEMBERED, now = () => performance.now() } = {}) {
  const recent = new LRUCache<string, true>({ max, ttl: windowMs, ttlAutopurge: true, ttlResolution: 0, perf: { now } })
  const isFirst = (address: string, path: string, kind: string): boolean => {
    const key = `${address} ${path} ${kind}`
    if (recent.has(key)) return false
    recent.set(key, true)
    return true
  }
  return Object.assign(isFirst, { remembered: () => recent.size })
}
