/** Where the site's server answers the admin (server/createServer.ts mounts adminEndpoints here). */
export const ADMIN_ENDPOINTS_BASE = '/api/admin'

/** DELETE: outdates the server's kept blog pages, which it renders again. */
export const BLOG_CACHE_PATH = '/blog-cache'

/** POST { html }: the body sanitised exactly as the public post shows it. */
export const PREVIEW_PATH = '/preview'

/** POST the raw bytes of a job's photo: 201 { id, width, height }; 415 { error } (pt-BR) for a photo the server cannot read. */
export const JOB_PHOTOS_PATH = '/trabalhos/fotos'

/** The request headers of an admin's call to the site's endpoints. */
export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })

/** Asks the site to render its blog pages again, so a saved change shows at once; false when it could not. */
export async function dropBlogCache(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const response = await fetchImpl(ADMIN_ENDPOINTS_BASE + BLOG_CACHE_PATH, { method: 'DELETE', headers: bearer(accessToken) }).catch(
    () => null,
  )
  return response?.ok ?? false
}

/** The post body as the public page will show it, sanitised by the site's own sanitiser. */
export async function previewHtml(accessToken: string, html: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(ADMIN_ENDPOINTS_BASE + PREVIEW_PATH, {
    method: 'POST',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ html }),
    signal,
  })
  if (!response.ok) throw new Error(`preview: ${response.status}`)
  const body = (await response.json()) as { html?: unknown }
  return typeof body.html === 'string' ? body.html : ''
}
