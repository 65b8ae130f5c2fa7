import { LRUCache } from 'lru-cache'
import { type BlockList, isIP, isIPv6 } from 'node:net'
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

/** An address as BlockList checks it: an IPv4 address mapped into IPv6 (a dual-stack socket's) is the IPv4 one. */
function plain(address: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const version = isIP(unmapped)
  return version ? { address: unmapped, type: version === 4 ? 'ipv4' : 'ipv6' } : null
}

/**
 * An X-Forwarded-For hop as an address: some proxies write a port (`203.0.113.9:5555`) or an IPv6 address in
 * brackets, with or without one (`[2001:db8::5]:443`); left as they are, no such hop is an address.
 */
function hopAddress(hop: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(hop)
  if (bracketed) return bracketed[1] ?? ''
  return /^\d+\.\d+\.\d+\.\d+:\d+$/.test(hop) ? hop.slice(0, hop.lastIndexOf(':')) : hop
}

/**
 * What a visitor's repeat taps are known by: the address, or an IPv6 address's /64, the network one home or phone
 * gets (RFC 6177), inside which a device picks a new address at will (privacy extensions, RFC 8981).
 */
export function repeatKey(address: string): string {
  const plainAddress = address.replace(/%.*$/, '')
  if (!isIPv6(plainAddress) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(plainAddress)) return address
  const [head = '', tail] = plainAddress.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  // A dotted IPv4 ending fills two groups; the /64 lies in the first four, so its value does not matter here.
  const tailGroups = groups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const zeros = Array.from({ length: 8 - groups(head).length - tailGroups.length }, () => '0')
  const full = tail === undefined ? groups(head) : [...groups(head), ...zeros, ...tailGroups]
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** Where the visitor's address is read: the headers of Fly.io's proxy on a Fly machine, else the connection and TRUSTED_PROXIES. */
export type AddressSource = {
  /** The proxies whose X-Forwarded-For names the visitor (TRUSTED_PROXIES). */
  trustedProxies: BlockList
  /** Whether the server runs on a Fly.io machine (server/env.ts), whose proxy sets Fly-Client-IP on every request. */
  onFly: boolean
}

/** The request headers that can name the visitor. */
export type ForwardingHeaders = { forwardedFor: string | null; flyClientIp: string | null }

/**
 * The visitor's address. On Fly.io, Fly-Client-IP: Fly's proxy sets it to the address it accepted the connection
 * from (fly.io/docs/networking/request-headers), and no request reaches a machine from the internet but through
 * it. Elsewhere that header is anyone's to write and is ignored: the connection's address, unless that is one of
 * the proxies the operator named (TRUSTED_PROXIES); then X-Forwarded-For is read from its end, each trusted
 * proxy's entry naming the hop before it, and the first address that is not a trusted proxy is the visitor's
 * (anything before it the visitor could have written). Used in memory only.
 */
export function visitorAddress(peer: string | undefined, headers: ForwardingHeaders, { trustedProxies, onFly }: AddressSource): string {
  const fly = onFly ? plain(headers.flyClientIp?.trim() ?? '') : null
  if (fly) return fly.address
  if (!peer) return 'unknown'
  const hops = (headers.forwardedFor ?? '').split(',').map((hop) => hopAddress(hop.trim()))
  let visitor = peer
  for (let hop = plain(visitor); hop && trustedProxies.check(hop.address, hop.type); hop = plain(visitor)) {
    const previous = hops.pop()
    if (!previous || !plain(previous)) break
    visitor = previous
  }
  return visitor
}

/** How long a tap from one address on one page's link of one kind counts once. */
export const REPEAT_WINDOW_MS = TAP_REPEAT_MINUTES * 60 * 1000

/** Addresses remembered at most; past it the least recent is forgotten (a flood from many addresses cannot grow memory). */
const MAX_REMEMBERED = 10_000

/**
 * Tells a first tap from a repeat: the same address (an IPv6 one's /64, repeatKey), page and kind within
 * `windowMs` counts once. The addresses
 * live only in this bounded memory and are purged once their window ends (the privacy page promises 5 minutes);
 * they are never stored or logged. `remembered()` says how many taps it still holds.
 */
export function createRepeatFilter({ windowMs = REPEAT_WINDOW_MS, max = MAX_REMEMBERED, now = () => performance.now() } = {}) {
  const recent = new LRUCache<string, true>({ max, ttl: windowMs, ttlAutopurge: true, ttlResolution: 0, perf: { now } })
  const isFirst = (address: string, path: string, kind: string): boolean => {
    const key = `${repeatKey(address)} ${path} ${kind}`
    if (recent.has(key)) return false
    recent.set(key, true)
    return true
  }
  return Object.assign(isFirst, { remembered: () => recent.size })
}
