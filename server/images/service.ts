import { blogReader } from '../../blog/data/posts'
import { createImageEndpoint, type ImageEndpoint } from './endpoint'

let shared: ImageEndpoint | undefined

/** The server's post image endpoint, made once (pages/+server.ts mounts it at MEDIA_PATH). */
export function blogImages(): ImageEndpoint {
  shared ??= createImageEndpoint()
  return shared
}

/**
 * Makes the renditions of the newest published posts' images before anyone asks for them: once the server
 * listens, and after each save in the admin. Does nothing in a process without the endpoint (the build, tests).
 */
export function warmBlogImages(): void {
  const images = shared
  if (!images) return
  images.forgetFailures()
  blogReader()
    .index()
    .then(
      (posts) => images.prewarm(posts.map((post) => post.featured_image)),
      (error: unknown) =>
        console.error('[media] renditions not made ahead, posts unreadable:', error instanceof Error ? error.message : error),
    )
}
