import type { Config } from 'vike/types'
import { PublicHead } from '../PublicHead'
import { PublicLayout } from '../PublicLayout'

/**
 * A delivered job's page is rendered on the server from the published jobs, so a job shows without a rebuild,
 * and kept rendered like the blog's posts (server/blogPageCache.ts). Browsers may keep it but ask again each time.
 */
export default {
  Layout: PublicLayout,
  Head: PublicHead,
  prerender: false,
  cacheControl: 'public, max-age=0, must-revalidate',
} satisfies Config
