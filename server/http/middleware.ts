/** A middleware of the Node server that wraps the static files and the app. */
export type Middleware = (request: Request, next: () => Response | Promise<Response>) => Response | Promise<Response>

/** The response with headers that can be changed (a redirect's or a fetched answer's are immutable). */
export function editable(response: Response): Response {
  try {
    response.headers.set('x-editable', '1')
    response.headers.delete('x-editable')
    return response
  } catch {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })
  }
}

/** Whether a path is `base` itself or below it (`/admin`, `/admin/blog`; not `/administracao`). */
export function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}
