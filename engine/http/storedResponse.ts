import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** A rendered answer kept in memory: status, headers, and the body with its compressed forms made once. */
export type StoredResponse = {
  status: number
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer> | null
  gzip: Uint8Array<ArrayBuffer> | null
  /** Weak, so one tag names the page in every encoding. */
  etag: string
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

/** Reads a rendered response into memory and compresses it once (brotli at its best, on the thread pool). */
export async function storeResponse(response: Response, generation: string, now: number): Promise<StoredResponse> {
  const body = new Uint8Array(await response.arrayBuffer())
  const compress = body.byteLength >= MIN_COMPRESS_BYTES
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
    : [null, null]
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
    body,
    br: br && new Uint8Array(br),
    gzip: gz && new Uint8Array(gz),
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    generation,
    renderedAt: now,
    failedAt: null,
  }
}

/** Bytes a stored response holds. */
export function storedSize(stored: StoredResponse): number {
  return stored.body.byteLength + (stored.br?.byteLength ?? 0) + (stored.gzip?.byteLength ?? 0) + 1024
}

/** Whether an Accept-Encoding header accepts `coding` (named or through `*`, with a q above 0). */
export function acceptsEncoding(header: string | null, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    return (name === coding || name === '*') && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for this header). */
function matchesTag(header: string | null, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header !== null && header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/** The answer for one request: 304 when its copy is current, else the best encoding it accepts; HEAD gets no body. */
export function serveStored(request: Request, stored: StoredResponse, cacheStatus: string): Response {
  const headers = new Headers(stored.headers)
  headers.set('etag', stored.etag)
  headers.set('vary', 'accept-encoding')
  headers.set('cache-status', cacheStatus)
  if (stored.status === 200 && matchesTag(request.headers.get('if-none-match'), stored.etag)) return new Response(null, { status: 304, headers })
  const accepted = request.headers.get('accept-encoding')
  const coding = stored.br && acceptsEncoding(accepted, 'br') ? 'br' : stored.gzip && acceptsEncoding(accepted, 'gzip') ? 'gzip' : null
  const bytes = (coding === 'br' ? stored.br : coding === 'gzip' ? stored.gzip : null) ?? stored.body
  if (coding) headers.set('content-encoding', coding)
  headers.set('content-length', String(bytes.byteLength))
  return new Response(request.method === 'HEAD' ? null : bytes, { status: stored.status, headers })
}
