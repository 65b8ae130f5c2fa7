import { loadSource, localImageRoots, MissingImageError, renderImage, type Rendition } from './render'
import { imageFormats, imageOrigin, isImageSize, type ImageFormat } from './variants'

/** Renditions stay a month in browsers and CDNs; a changed image gets a new validator. */
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400'

/** Options of the image endpoint. */
export type ImageEndpointOptions = {
  /** Supabase URL whose post-images bucket is accepted; read from SUPABASE_URL by default. */
  supabaseUrl?: () => string | undefined
  /** Folders searched for /blog-images/ files. */
  roots?: readonly string[]
  /** Memory budget of the rendition cache, in bytes. */
  maxCacheBytes?: number
}

/**
 * GET /media/blog?src=…&w=…&h=…&f=avif|webp|jpeg: a post image cropped and encoded with sharp, kept in
 * memory. Only /blog-images/ files and the post-images bucket are read (no open proxy), in the sizes
 * the pages use.
 */
export function createImageEndpoint({ supabaseUrl = () => process.env.SUPABASE_URL, roots = localImageRoots, maxCacheBytes = 64 * 1024 * 1024 }: ImageEndpointOptions = {}) {
  const cache = new Map<string, Promise<Rendition>>()
  const sizes = new Map<string, number>()
  let cachedBytes = 0

  function remember(key: string, rendition: Rendition) {
    sizes.set(key, rendition.body.byteLength)
    cachedBytes += rendition.body.byteLength
    for (const [oldest, bytes] of sizes) {
      if (cachedBytes <= maxCacheBytes) break
      cache.delete(oldest)
      sizes.delete(oldest)
      cachedBytes -= bytes
    }
  }

  function rendition(key: string, make: () => Promise<Rendition>): Promise<Rendition> {
    const hit = cache.get(key)
    if (hit) return hit
    const made = make()
    cache.set(key, made)
    made.then((value) => remember(key, value), () => cache.delete(key))
    return made
  }

  return async function handle(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams
    const src = params.get('src') ?? ''
    const width = Number(params.get('w'))
    const height = Number(params.get('h'))
    const format = params.get('f') as ImageFormat
    const origin = imageOrigin(src, supabaseUrl())
    if (!origin || !isImageSize(width, height) || !imageFormats.includes(format)) return new Response('Imagem não permitida', { status: 400 })
    try {
      const made = await rendition(`${src} ${width}x${height} ${format}`, async () => renderImage(await loadSource(origin, roots), { width, height }, format))
      const headers = { 'content-type': made.type, 'cache-control': CACHE_CONTROL, etag: made.etag }
      if (request.headers.get('if-none-match') === made.etag) return new Response(null, { status: 304, headers })
      return new Response(made.body, { headers })
    } catch (error) {
      if (error instanceof MissingImageError) return new Response('Imagem não encontrada', { status: 404 })
      console.error('[media] could not render', src, error)
      return new Response('Imagem inválida', { status: 422 })
    }
  }
}
