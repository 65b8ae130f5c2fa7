/** The blog list; its page number is the `page` query parameter. */
export default '/blog'
