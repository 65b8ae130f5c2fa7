import type { SupabaseClient } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BLOG_CACHE_PATH, PREVIEW_PATH, SITE_VERSION_PATH } from '../siteEndpoints'
import { jobPhotoRoutes, type SaveJobPhoto, type SweepJobPhotos } from './jobPhotos'
import { bearerToken, identifyAdmin } from './verifyAdmin'

export { ADMIN_ENDPOINTS_BASE } from '../siteEndpoints'

/** Largest body the preview accepts; a long post is a few tens of kB. */
const MAX_PREVIEW_BYTES = 1024 * 1024

/** What the admin endpoints need from the server that mounts them. */
export type AdminEndpointOptions = {
  /** The server's anonymous Supabase client, which vouches for tokens; null when the server has no project. */
  supabase: SupabaseClient | null
  /** Makes this server's cached blog pages out of date. */
  clearCache: () => void
  /** Makes the renditions of the newest posts' images, so a saved post's photo is ready before it is seen. */
  warmImages: () => void
  /** The public post page's sanitiser. */
  sanitize: (html: string) => string
  /** Prepares and stores a delivered job's photo; none on a server without the service key. */
  saveJobPhoto?: SaveJobPhoto
  /** Removes the files of job photos no row names any more; none on a server without the service key. */
  sweepJobPhotos?: SweepJobPhotos
}

/**
 * The site's endpoints for the admin, for admins only: DELETE /blog-cache makes this server's cached blog
 * pages out of date so a saved change shows at once (other servers see the database's version change), and
 * starts making its photo's renditions; POST /preview sanitises a body exactly as the public post page does; POST
 * /trabalhos/fotos stores a delivered job's photo, upright and without metadata, and DELETE /trabalhos/fotos removes
 * the files of photos no job has any more (admin/server/jobPhotos.ts); GET /versao says which commit this server's
 * build was made from (its subject is a developer's note, not for anyone who opens the sign-in screen).
 */
export function adminEndpoints({
  supabase,
  clearCache,
  warmImages,
  sanitize,
  saveJobPhoto = null,
  sweepJobPhotos = null,
}: AdminEndpointOptions): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    c.header('cache-control', 'no-store')
    if (!supabase) return c.json({ error: 'Supabase não está configurado no servidor.' }, 503)
    const caller = await identifyAdmin(supabase, bearerToken(c.req.raw))
    if (!caller.admin) return c.json({ error: caller.reason }, caller.status)
    await next()
  })

  app.delete(BLOG_CACHE_PATH, (c) => {
    clearCache()
    warmImages()
    return c.body(null, 204)
  })

  const previewLimit = bodyLimit({ maxSize: MAX_PREVIEW_BYTES, onError: (c) => c.json({ error: 'Conteúdo grande demais.' }, 413) })
  app.post(PREVIEW_PATH, previewLimit, async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const html = body && typeof body === 'object' && 'html' in body ? body.html : null
    if (typeof html !== 'string') return c.json({ error: 'Envie { html } com o conteúdo do post.' }, 400)
    return c.json({ html: sanitize(html) })
  })

  app.get(SITE_VERSION_PATH, (c) => c.json({ baked: import.meta.env.SITE_VERSION ?? null }))

  jobPhotoRoutes(app, saveJobPhoto, sweepJobPhotos)

  return app
}
