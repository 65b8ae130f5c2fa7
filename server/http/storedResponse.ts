import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { FastResponse } from 'srvx'
import { chooseEncoding, ENCODINGS, type Encoding } from './encoding'
import { matches } from './staticFiles'

/** A rendered answer kept in memory: status, headers, and the body with its compressed forms made once. */
export type StoredResponse = {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  /** The body in each content coding, when it is worth compressing. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
  /** Names the body in its ETags: `"<hash>"`, `"<hash>-br"`, `"<hash>-gzip"`, as the static files do. */
  hash: string
  /** The generation of the data it was rendered from. */
  generation: string
  renderedAt: number
  /** When a render failed and this copy was served instead; null while it is the current rendering. */
  failedAt: number | null
}

/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024

/** Set again for each answer, or meaningless once the body is kept. */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag', 'vary'])

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * How hard to compress: `kept` answers are served many times, so brotli's best (about 45 ms for a 50 KB page)
 * pays off; an answer served `once` (a failed render, a page that may not exist) takes under a millisecond.
 */
const LEVELS = { kept: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION }, once: { br: 4, gzip: 6 } } as const

/** How long a stored answer is meant to be served. */
export type Lifetime = keyof typeof LEVELS

/** Reads a rendered response into memory and compresses it once, at the levels its `lifetime` is worth (on the thread pool). */
export async function storeResponse(
  response: Response,
  generation: string,
  now: number,
  lifetime: Lifetime = 'kept',
): Promise<StoredResponse> {
  const body = new Uint8Array(await response.arrayBuffer())
  const encoded: StoredResponse['encoded'] = {}
  if (body.byteLength >= MIN_COMPRESS_BYTES) {
    const levels = LEVELS[lifetime]
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
      gzipped(body, { level: levels.gzip }),
    ])
    Object.assign(encoded, { br: new Uint8Array(br), gzip: new Uint8Array(gz) })
  }
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
    body,
    encoded,
    hash: createHash('sha256').update(body).digest('base64url').slice(0, 22),
    generation,
    renderedAt: now,
    failedAt: null,
  }
}

/** Bytes a stored response holds. */
export function storedSize(stored: StoredResponse): number {
  return stored.body.byteLength + (stored.encoded.br?.byteLength ?? 0) + (stored.encoded.gzip?.byteLength ?? 0) + 1024
}

/** The coding chosen per Accept-Encoding and set of codings: browsers send a handful of distinct headers. */
const chosen = new Map<string, Encoding | undefined>()

function encodingFor(header: string | null, available: readonly Encoding[]): Encoding | undefined {
  const key = `${available.join()}|${header ?? ''}`
  if (!chosen.has(key)) {
    if (chosen.size > 256) chosen.clear()
    chosen.set(key, chooseEncoding(header, available))
  }
  return chosen.get(key)
}

/**
 * The answer for one request: the coding it prefers, 304 when it holds that copy already; HEAD gets no body. Its
 * headers are a plain record, as the static files' are: srvx then writes them without building a Headers object,
 * which at tens of thousands of answers a second is a tenth of the cost. A name kept twice is joined with a comma
 * (RFC 9110 §5.3); a kept page never sets a cookie, the one header that could not be.
 */
export function serveStored(request: Request, stored: StoredResponse, cacheStatus: string): Response {
  const encoding = encodingFor(
    request.headers.get('accept-encoding'),
    ENCODINGS.filter((coding) => stored.encoded[coding]),
  )
  const bytes = (encoding && stored.encoded[encoding]) ?? stored.body
  const etag = encoding ? `"${stored.hash}-${encoding}"` : `"${stored.hash}"`
  const headers: Record<string, string> = {}
  for (const [name, value] of stored.headers) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  headers.etag = etag
  headers.vary = 'Accept-Encoding'
  headers['cache-status'] = cacheStatus
  const ifNoneMatch = request.headers.get('if-none-match')
  if (stored.status === 200 && ifNoneMatch !== null && matches(ifNoneMatch, etag)) return new FastResponse(null, { status: 304, headers })
  if (encoding) headers['content-encoding'] = encoding
  headers['content-length'] = String(bytes.byteLength)
  // srvx's own Response, as for the static files: Node writes the bytes with no web stream in between.
  return new FastResponse(request.method === 'HEAD' ? null : bytes, { status: stored.status, headers })
}
