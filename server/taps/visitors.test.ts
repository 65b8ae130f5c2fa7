import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverSettings } from '../env'
import { createRepeatFilter, isBot, REPEAT_WINDOW_MS, repeatKey, visitorAddress } from './visitors'

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'python-requests/2.31.0',
    '',
  ])('takes %j for a program', (userAgent) => {
    expect(isBot(userAgent)).toBe(true)
  })

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  ])('takes %j for a person', (userAgent) => {
    expect(isBot(userAgent)).toBe(false)
  })

  it('takes a missing user agent for a program', () => {
    expect(isBot(null)).toBe(true)
    expect(isBot(undefined)).toBe(true)
  })
})

/** Where a server off Fly.io reads the address, with the proxies an operator names in TRUSTED_PROXIES, as it parses them. */
const proxies = (...entries: string[]) => serverSettings({ TRUSTED_PROXIES: entries.join(', ') }).addressSource

/** Where a server on a Fly.io machine reads the address: Fly sets both variables on every machine. */
const onFly = serverSettings({ FLY_APP_NAME: 'cortinas', FLY_MACHINE_ID: '148e21ea7d5d89' }).addressSource

/** The headers of a request: X-Forwarded-For and, when given, Fly-Client-IP. */
const sent = (forwardedFor: string | null, flyClientIp: string | null = null) => ({ forwardedFor, flyClientIp })

describe('visitorAddress', () => {
  it("is the connection's address when no proxy is trusted, even a private or loopback one", () => {
    for (const peer of ['200.147.35.149', '127.0.0.1', '::1', '10.0.3.7', '172.20.0.2', '192.168.1.10', 'fd00::1'])
      expect(visitorAddress(peer, sent('6.6.6.6, 203.0.113.9'), proxies())).toBe(peer)
  })

  it("is the connection's address when it is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(visitorAddress('127.0.0.1', sent('203.0.113.9'), proxies('10.0.0.0/8'))).toBe('127.0.0.1')
    expect(visitorAddress('200.147.35.149', sent('1.2.3.4'), proxies('10.0.0.0/8'))).toBe('200.147.35.149')
  })

  it('is the last forwarded address that is not a trusted proxy', () => {
    const trusted = proxies('10.0.0.0/8', '127.0.0.1', 'fd00::/8')
    for (const proxy of ['127.0.0.1', '10.0.3.7', '::ffff:10.0.0.2', 'fd00::1'])
      expect(visitorAddress(proxy, sent('6.6.6.6, 200.147.35.149'), trusted)).toBe('200.147.35.149')
    // A CDN in front of a load balancer: both hops are skipped, the visitor's forged first entry is not believed.
    expect(visitorAddress('10.0.0.2', sent('6.6.6.6, 200.147.35.149, 10.1.2.3'), trusted)).toBe('200.147.35.149')
  })

  it("keeps the last trusted hop's address when the forwarded one is missing or not an address", () => {
    const trusted = proxies('10.0.0.0/8')
    expect(visitorAddress('10.0.0.2', sent(null), trusted)).toBe('10.0.0.2')
    expect(visitorAddress('10.0.0.2', sent('unknown'), trusted)).toBe('10.0.0.2')
    expect(visitorAddress(undefined, sent('1.2.3.4'), trusted)).toBe('unknown')
  })

  it('reads a forwarded hop written with a port or in brackets', () => {
    const trusted = proxies('10.0.0.0/8')
    expect(visitorAddress('10.1.2.3', sent('203.0.113.9:5555'), trusted)).toBe('203.0.113.9')
    expect(visitorAddress('10.1.2.3', sent('[2001:db8::5]:443'), trusted)).toBe('2001:db8::5')
    expect(visitorAddress('10.1.2.3', sent('[2001:db8::5]'), trusted)).toBe('2001:db8::5')
    expect(visitorAddress('10.1.2.3', sent('6.6.6.6, 200.147.35.149:80, 10.0.0.9:8080'), trusted)).toBe('200.147.35.149')
    // Neither a bare IPv6 address nor something that only looks like one loses a part.
    expect(visitorAddress('10.1.2.3', sent('2001:db8::5:443'), trusted)).toBe('2001:db8::5:443')
    expect(visitorAddress('10.1.2.3', sent('[proxy]:80'), trusted)).toBe('10.1.2.3')
  })

  it('refuses, at start, a trusted proxy that is not an address or a block', () => {
    for (const list of ['10.0.0.0/33', 'proxy.local', '10.0.0.0/8/1', '::1/129'])
      expect(() => serverSettings({ TRUSTED_PROXIES: list })).toThrow(/TRUSTED_PROXIES/)
  })
})

describe('visitorAddress on a Fly.io machine', () => {
  it("is Fly-Client-IP, the address Fly's proxy took the connection from, with no TRUSTED_PROXIES set", () => {
    expect(visitorAddress('172.16.5.2', sent('200.147.35.149, 66.241.124.10', '200.147.35.149'), onFly)).toBe('200.147.35.149')
    expect(visitorAddress('fdaa:0:1::3', sent('2804:14c::1, 66.241.124.10', ' 2804:14c::1 '), onFly)).toBe('2804:14c::1')
  })

  it('believes none of a forged X-Forwarded-For: two visitors sending the same one stay two', () => {
    const forged = '6.6.6.6, 1.2.3.4'
    expect(visitorAddress('172.16.5.2', sent(`${forged}, 200.147.35.149, 66.241.124.10`, '200.147.35.149'), onFly)).toBe('200.147.35.149')
    expect(visitorAddress('172.16.5.2', sent(`${forged}, 187.10.0.4, 66.241.124.10`, '187.10.0.4'), onFly)).toBe('187.10.0.4')
  })

  it('falls back to the connection and TRUSTED_PROXIES when the header is missing or not an address', () => {
    expect(visitorAddress('172.16.5.2', sent('200.147.35.149'), onFly)).toBe('172.16.5.2')
    expect(visitorAddress('172.16.5.2', sent(null, 'unknown'), onFly)).toBe('172.16.5.2')
  })

  it('needs both of the variables Fly sets on a machine', () => {
    expect(serverSettings({ FLY_APP_NAME: 'cortinas' }).addressSource.onFly).toBe(false)
    expect(serverSettings({ FLY_MACHINE_ID: '148e21ea7d5d89' }).addressSource.onFly).toBe(false)
    expect(serverSettings({}).addressSource.onFly).toBe(false)
  })
})

describe('visitorAddress off Fly.io', () => {
  it('ignores Fly-Client-IP, which any visitor can send to another host', () => {
    expect(visitorAddress('200.147.35.149', sent(null, '6.6.6.6'), proxies())).toBe('200.147.35.149')
    expect(visitorAddress('10.0.0.2', sent('187.10.0.4', '6.6.6.6'), proxies('10.0.0.0/8'))).toBe('187.10.0.4')
  })
})

describe('createRepeatFilter', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts one tap per address, page and kind within the window, and again after it', () => {
    let clock = 1
    const isFirst = createRepeatFilter({ windowMs: 1000, now: () => clock })
    expect(isFirst('a', '/contato', 'phone')).toBe(true)
    expect(isFirst('a', '/contato', 'phone')).toBe(false)
    expect(isFirst('a', '/contato', 'whatsapp')).toBe(true)
    expect(isFirst('a', '/', 'phone')).toBe(true)
    expect(isFirst('b', '/contato', 'phone')).toBe(true)
    clock = 1000
    expect(isFirst('a', '/contato', 'phone')).toBe(false)
    clock = 1002
    expect(isFirst('a', '/contato', 'phone')).toBe(true)
  })

  it('forgets every address once its window ends, with no tap after it to push it out', () => {
    vi.useFakeTimers({ now: 1 })
    const isFirst = createRepeatFilter({ now: () => Date.now() })
    isFirst('203.0.113.7', '/contato', 'phone')
    isFirst('203.0.113.8', '/', 'chat')
    vi.advanceTimersByTime(REPEAT_WINDOW_MS - 1)
    expect(isFirst.remembered()).toBe(2)
    vi.advanceTimersByTime(2)
    expect(isFirst.remembered()).toBe(0)
  })

  it("knows an IPv6 visitor by the address's /64, an IPv4 one by the address", () => {
    const isFirst = createRepeatFilter({ now: () => 1 })
    expect(isFirst('2001:db8:1:2::aaaa', '/', 'phone')).toBe(true)
    expect(isFirst('2001:0db8:0001:0002:1111:2222:3333:4444', '/', 'phone')).toBe(false)
    expect(isFirst('2001:db8:1:3::aaaa', '/', 'phone')).toBe(true)
    expect(isFirst('203.0.113.7', '/', 'phone')).toBe(true)
    expect(isFirst('203.0.113.8', '/', 'phone')).toBe(true)
  })

  it.each([
    ['2001:db8:1:2::aaaa', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
    ['1:2:3::5:1.2.3.4', '1:2:3:0::/64'],
    ['::ffff:203.0.113.7', '::ffff:203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
  ])('repeatKey(%s) is %s', (address, key) => {
    expect(repeatKey(address)).toBe(key)
  })

  it('remembers a bounded number of taps, forgetting the least recent first', () => {
    const isFirst = createRepeatFilter({ max: 2, now: () => 1 })
    expect(isFirst('a', '/', 'phone')).toBe(true)
    expect(isFirst('b', '/', 'phone')).toBe(true)
    expect(isFirst('c', '/', 'phone')).toBe(true)
    expect(isFirst('c', '/', 'phone')).toBe(false)
    expect(isFirst('a', '/', 'phone')).toBe(true)
  })
})
