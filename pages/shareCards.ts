import type { ShareCardFiles } from '../engine/seo/shareCards'

/**
 * The share cards drawn for this site, by key. Empty as written: Vite builds and tests get, in its place, the cards
 * build/shareCards.ts drew from the content that pages/site.ts reads (which is why that listing finds it empty).
 */
const cardFiles: ShareCardFiles = {}
export default cardFiles
