/** One post, by slug. */
export default '/blog/@slug'
