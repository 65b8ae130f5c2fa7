/** Largest JSON body the gateway takes (auth, REST and storage calls): a blog post's HTML fits many times over. */
export const JSON_BODY_LIMIT = 1024 * 1024

/** A request body over its limit; the gateway answers 413 and reads no further. */
export class PayloadTooLarge extends Error {
  constructor() {
    super('Request size limit exceeded')
  }
}

/**
 * Reads a request body of at most `limit` bytes. A larger Content-Length is refused before any byte is
 * read; a body without one (chunked) is counted as it streams and cut as soon as it passes the limit.
 */
export async function readBody(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new PayloadTooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new PayloadTooLarge()
    }
    chunks.push(next.value)
  }
  return Buffer.concat(chunks, size)
}

/** Parses a JSON request body (PayloadTooLarge past JSON_BODY_LIMIT), or an empty object when there is none or it is not an object. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = await readBody(request, JSON_BODY_LIMIT)
  try {
    const body: unknown = JSON.parse(bytes.toString('utf8'))
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** A field of a parsed body when it is a non-empty string. */
export function stringField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name]
  return typeof value === 'string' && value !== '' ? value : null
}
