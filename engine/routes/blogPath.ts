/** Path of the blog list; the blog's posts live under it. */
export const BLOG_PATH = '/blog'
