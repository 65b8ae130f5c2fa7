import { BLOG_PATH } from '../../../engine/routes/sitePaths'

/** The address of a post on the blog, as people open it, and a WhatsApp link that sends it with its title. */
export function shareLinks(origin: string, post: { title: string; slug: string }) {
  const url = `${origin}${BLOG_PATH}/${post.slug}`
  return { url, whatsapp: `https://wa.me/?text=${encodeURIComponent(`${post.title} ${url}`)}` }
}
