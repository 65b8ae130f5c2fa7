/** Path of the blog list; the blog's posts live under it. */
export const BLOG_PATH = '/blog'

/** Path of the owner's admin; its screens live under it. */
export const ADMIN_PATH = '/admin'

/** Path of the portfolio; each delivered job's page lives under it (`/portfolio/<slug>`). */
export const PORTFOLIO_PATH = '/portfolio'
