import type { Context } from 'hono'

/**
 * The answer's headers, made changeable: a redirect's or a fetched answer's are immutable, and that answer is
 * copied. Only then, so a file's answer (srvx's FastResponse, written by Node without a web stream) stays itself.
 */
export function editableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('x-editable', '1')
    c.res.headers.delete('x-editable')
  } catch {
    const { body, status, statusText, headers } = c.res
    c.res = undefined
    c.res = new Response(body, { status, statusText, headers: new Headers(headers) })
  }
  return c.res.headers
}
