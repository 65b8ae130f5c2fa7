import { imageSource, parseRenditionUrl, type ImageSource } from '../../blog/images/canonical'
import { isShareRendition } from '../../blog/images/variants'
import { createPrewarmer } from './prewarm'
import { ImageError, loadSource, localImageRoots, renderImage, type Encoder, type Rendition, type SourceImage } from './render'
import type { RenditionShelf } from './shelf'
import { createRenditionStore, type RenditionStats } from './store'

/** The URL names an image, not its bytes, so browsers and CDNs keep a rendition a day and then revalidate it by ETag. */
const RENDITION_CACHE = 'public, max-age=86400, stale-while-revalidate=604800'

/** When the queue is full: a few encodes' time. */
const RETRY_AFTER_SECONDS = '10'

/** Options of the image endpoint; the other defaults are the production server's. */
export type ImageEndpointOptions = {
  /** Supabase URL whose post-images bucket is read; none on a server without a project. */
  supabaseUrl: string | undefined
  /** Folders searched for /blog-images/ files. */
  roots?: readonly string[]
  /** Crops and encodes (sharp by default). */
  encode?: Encoder
  /** Memory budget of the kept renditions, in bytes. */
  maxCacheBytes?: number
  /** Memory budget of the kept source images, in bytes. */
  maxSourceBytes?: number
  /** Encodes at once. */
  concurrency?: number
  /** Encodes waiting for a turn; past them the endpoint answers 503. */
  maxWaiting?: number
  /** Where renditions are kept for every instance and every start (the renditions bucket); none keeps them in memory only. */
  shelf?: RenditionShelf | null
}

/** The endpoint: a request handler, with what the server and the tests need besides. */
export type ImageEndpoint = ((request: Request) => Promise<Response>) & {
  /** Makes the renditions of these featured images (newest post first) ahead of visitors; one run at a time. */
  prewarm(featuredImages: readonly (string | null)[]): Promise<void>
  /** Lets images that failed be tried again. */
  forgetFailures(): void
  /** Resolves once no encode runs or waits. */
  idle(): Promise<void>
  stats(): RenditionStats
}

/**
 * GET /media/blog?src=<place>/<name>&w=…&h=…&f=avif|webp|jpeg (canonical spelling only, else 400): a post
 * image cropped and encoded with sharp. A rendition kept in memory answers at once, one kept on the shelf (made by
 * any instance, at any earlier start) once read from there; otherwise its encode is queued and
 * the visitor gets the original image now (the admin stores it already scaled), never waiting for an encode. The
 * share rendition alone is awaited: link previews are fetched once, by crawlers, and must be 1200x630 under 300 KB.
 */
export function createImageEndpoint({
  supabaseUrl,
  roots = localImageRoots,
  encode = renderImage,
  maxCacheBytes = 48 * 1024 * 1024,
  maxSourceBytes = 16 * 1024 * 1024,
  concurrency = 1,
  maxWaiting = 16,
  shelf = null,
}: ImageEndpointOptions): ImageEndpoint {
  const load = (source: ImageSource) => loadSource(source, supabaseUrl, roots)
  const store = createRenditionStore({ load, encode, maxRenditionBytes: maxCacheBytes, maxSourceBytes, concurrency, maxWaiting, shelf })
  // A quarter of the budget stays for renditions visitors ask for beyond the newest posts.
  const prewarm = createPrewarmer(store, (maxCacheBytes * 3) / 4)

  async function handle(request: Request): Promise<Response> {
    const spec = parseRenditionUrl(pathAndQuery(request.url))
    if (!spec) return new Response('Endereço de imagem não reconhecido', { status: 400 })
    const made = store.rendition(spec)
    if (made) return renditionResponse(made, request)
    const failure = store.failure(spec.source)
    if (failure) return errorResponse(failure)
    const shelved = await store.fromShelf(spec)
    if (shelved) return renditionResponse(shelved, request)
    const making = store.make(spec)
    if (!making) return retryLater('Imagens em preparo; tente de novo em instantes.')
    // A link preview keeps the first image it is given, so a chat app's crawler waits for the share rendition.
    if (isShareRendition(spec.size, spec.format)) return making.then((made) => renditionResponse(made, request), errorResponse)
    // Its outcome is kept by the store; this visitor gets the original meanwhile.
    making.catch(() => undefined)
    return store.read(spec.source).then(originalResponse, errorResponse)
  }

  return Object.assign(handle, {
    prewarm: (featuredImages: readonly (string | null)[]) =>
      prewarm(featuredImages.flatMap((src) => (src ? (imageSource(src, supabaseUrl) ?? []) : []))),
    forgetFailures: store.forgetFailures,
    idle: store.idle,
    stats: store.stats,
  })
}

/** The request's path and query exactly as sent, nothing decoded or normalised. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('://') + 3))
}

function renditionResponse(made: Rendition, request: Request): Response {
  const headers = { 'content-type': made.type, 'cache-control': RENDITION_CACHE, etag: made.etag }
  const known = request.headers
    .get('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
  if (known?.includes(made.etag)) return new Response(null, { status: 304, headers })
  return new Response(made.body, { headers })
}

/** Not the rendition asked for, so no cache keeps it: the next visit gets the rendition. */
function originalResponse(original: SourceImage): Response {
  return new Response(original.bytes, { headers: { 'content-type': original.type, 'cache-control': 'no-store' } })
}

function retryLater(message: string): Response {
  return new Response(message, { status: 503, headers: { 'retry-after': RETRY_AFTER_SECONDS, 'cache-control': 'no-store' } })
}

function errorResponse(error: unknown): Response {
  const status = error instanceof ImageError ? error.status : 503
  if (status === 503) return retryLater('Imagem indisponível no momento')
  return new Response(status === 404 ? 'Imagem não encontrada' : 'Imagem inválida', { status })
}
