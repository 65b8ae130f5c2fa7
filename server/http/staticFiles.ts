import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname, relative, sep } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import { createMiddleware } from 'hono/factory'
import { FastResponse } from 'srvx'
import { ENCODINGS, type Encoding, chooseEncoding } from './encoding'
import type { MiddlewareHandler } from 'hono'
import { COMPRESSIBLE, filesUnder, variantSuffix } from './precompressed'

/** Hashed build assets never change under their name: a year, and browsers need not even revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Prerendered pages and other unhashed files: browsers revalidate every time (a 304 from memory), shared caches
 * (a CDN) may keep them a minute and serve them a minute more while they revalidate, so a deploy shows
 * everywhere within two minutes with no purge.
 */
export const REVALIDATED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60'

/** A path that is not found today may be a page tomorrow: no cache keeps the answer. */
const NOT_FOUND_CACHE = 'no-store, max-age=0'

/**
 * The not-found page the build prerenders (Vike's error page): kept under a key no request path has, so `/404.html`
 * is not a page of its own, and served with status 404 for every path no route answers (notFound).
 */
const NOT_FOUND_FILE = '404.html'

/** One file as it is served: its bytes in each coding the build made, and a strong validator for each. */
interface StaticFile {
  type: string
  cacheControl: string
  bodies: Partial<Record<Encoding | 'identity', { bytes: Uint8Array<ArrayBuffer>; etag: string }>>
  encodings: Encoding[]
}

/** The URL paths a file answers: itself, and a page's folder with and without the trailing slash. */
function urlPaths(path: string): string[] {
  const url = `/${path.split(sep).join('/')}`
  if (url === '/index.html') return ['/', url]
  if (url.endsWith('/index.html')) return [url, url.slice(0, -'/index.html'.length), url.slice(0, -'index.html'.length)]
  if (url.endsWith('.html')) return [url, url.slice(0, -'.html'.length)]
  return [url]
}

const isVariant = (path: string) => Object.values(variantSuffix).some((suffix) => path.endsWith(suffix))
const hidden = (path: string) => path.split(sep).some((part) => part.startsWith('.') && part !== '.well-known')

/** Reads every file under `dir` once, with the `.br`/`.gz` files the build wrote beside it (build/precompress.ts). */
export async function loadStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  const all = await filesUnder(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))
  const present = new Set(all)
  for (const file of all) {
    const path = relative(dir, file)
    if (isVariant(path) || hidden(path)) continue
    const identity = new Uint8Array(await readFile(file))
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22)
    const entry: StaticFile = {
      type: getMimeType(file) ?? 'application/octet-stream',
      cacheControl: path.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATED,
      bodies: { identity: { bytes: identity, etag: `"${hash}"` } },
      encodings: [],
    }
    for (const encoding of COMPRESSIBLE.has(extname(file)) ? ENCODINGS : []) {
      if (!present.has(file + variantSuffix[encoding])) continue
      entry.bodies[encoding] = { bytes: new Uint8Array(await readFile(file + variantSuffix[encoding])), etag: `"${hash}-${encoding}"` }
      entry.encodings.push(encoding)
    }
    if (path === NOT_FOUND_FILE) files.set(NOT_FOUND_FILE, entry)
    else for (const url of urlPaths(path)) files.set(url, entry)
  }
  return files
}

/** If-None-Match against one validator, by the weak comparison RFC 9110 §13.1.2 asks for. */
export function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Serves the build's static files from memory, read once: the coding the client prefers (br, gzip, identity),
 * `Vary: Accept-Encoding`, a strong ETag per coding with 304s, and cache headers a CDN understands. Paths it
 * does not hold, and methods other than GET and HEAD, go on to `next`.
 */
export function staticFiles(load: () => Promise<Map<string, StaticFile>>): MiddlewareHandler & {
  preload: () => Promise<unknown>
  notFound: (request: Request) => Promise<Response | null>
  page: (path: string) => Promise<string | null>
} {
  let files: Promise<Map<string, StaticFile>> | undefined
  // A failed read (a build being replaced) is tried again by the next request instead of failing every one.
  const current = () =>
    (files ??= load().catch((error: unknown) => {
      files = undefined
      throw error
    }))
  const chosen = new Map<string, Encoding | undefined>()
  /** The coding of `file` the request prefers, remembered per Accept-Encoding. */
  const bodyFor = (file: StaticFile, request: Request) => {
    const accept = request.headers.get('accept-encoding') ?? ''
    const key = `${file.encodings.join()}|${accept}`
    if (!chosen.has(key)) {
      if (chosen.size > 256) chosen.clear()
      chosen.set(key, chooseEncoding(accept, file.encodings))
    }
    const encoding = chosen.get(key)
    const body = file.bodies[encoding ?? 'identity'] ?? file.bodies.identity
    return body && { ...body, encoding }
  }
  /** The file's bytes as they are: srvx's own Response, so Node writes them with no web stream in between. */
  const send = (
    file: StaticFile,
    request: Request,
    { bytes, encoding }: { bytes: Uint8Array<ArrayBuffer>; encoding?: Encoding },
    init: { status: number; headers: Record<string, string> },
  ) => {
    const headers: Record<string, string> = { ...init.headers, 'content-type': file.type, 'content-length': String(bytes.length) }
    if (file.encodings.length > 0) headers.vary = 'Accept-Encoding'
    if (encoding) headers['content-encoding'] = encoding
    return new FastResponse(request.method === 'HEAD' ? null : bytes, { status: init.status, headers })
  }
  const middleware = createMiddleware(async (c, next) => {
    const request = c.req.raw
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const file = (await current()).get(pathOf(request.url))
    if (!file) return next()
    const body = bodyFor(file, request)
    if (!body) return next()
    const headers: Record<string, string> = { 'cache-control': file.cacheControl, etag: body.etag }
    const ifNoneMatch = request.headers.get('if-none-match')
    if (ifNoneMatch !== null && matches(ifNoneMatch, body.etag)) {
      if (file.encodings.length > 0) headers.vary = 'Accept-Encoding'
      return new FastResponse(null, { status: 304, headers })
    }
    return send(file, request, body, { status: 200, headers })
  })
  /**
   * The prebuilt not-found page with status 404, as a static file costs; null when the build has none (the
   * development server), and the page is rendered instead. Not kept by caches, as Vike's rendered one.
   */
  const notFound = async (request: Request): Promise<Response | null> => {
    const file = (await current()).get(NOT_FOUND_FILE)
    const body = file && bodyFor(file, request)
    return file && body ? send(file, request, body, { status: 404, headers: { 'cache-control': NOT_FOUND_CACHE } }) : null
  }
  // At start-up, so the first visitor after a deploy does not wait while the build is read.
  const preload = () => current().catch((error: unknown) => console.error('[static] dist/client not read ahead:', error))
  /** The HTML the build prerendered for a path, as text; null when it has none. */
  const page = async (path: string): Promise<string | null> => {
    const file = (await current()).get(path)
    return file?.type.startsWith('text/html') && file.bodies.identity ? new TextDecoder().decode(file.bodies.identity.bytes) : null
  }
  return Object.assign(middleware, { preload, notFound, page })
}

/** The decoded path of a request URL, without building a URL object (this runs on every request). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const end = url.search(/[?#]/)
  const raw = start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end)
  try {
    return decodeURI(raw)
  } catch {
    return raw
  }
}
