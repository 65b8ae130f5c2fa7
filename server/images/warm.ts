import type { BlogReader } from '../../blog/data/posts'
import type { ImageEndpoint } from './endpoint'

/**
 * Makes the renditions of the newest published posts' images before anyone asks for them; the server calls it
 * once it listens, and after each save in the admin.
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
