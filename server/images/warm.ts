import type { BlogReader } from '../../blog/data/posts'
import type { ImageEndpoint } from './endpoint'

/**
 * Makes the renditions of the newest published posts' images before anyone asks for them, after each save in the
 * admin: with the renditions bucket, once for every instance. Not at start: a new instance takes what is kept there
 * as visitors ask, and so spends nothing on renditions when it starts (a deploy starts several).
 */
export function imageWarmer(images: ImageEndpoint, reader: BlogReader): () => void {
  return () => {
    images.forgetFailures()
    reader.index().then(
      (posts) => images.prewarm(posts.map((post) => post.featured_image)),
      (error: unknown) =>
        console.error('[media] renditions not made ahead, posts unreadable:', error instanceof Error ? error.message : error),
    )
  }
}
