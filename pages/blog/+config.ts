import type { Config } from 'vike/types'
import { PublicHead } from '../PublicHead'
import { PublicLayout } from '../PublicLayout'

/**
 * The blog is rendered on the server from Supabase, so a new post appears without a rebuild. Browsers may keep
 * a page but ask again each time (Vike's default, no-store, would throw away the ETag the page cache gives).
 * Its pages share the public frame and head.
 */
export default {
  Layout: PublicLayout,
  Head: PublicHead,
  prerender: false,
  cacheControl: 'public, max-age=0, must-revalidate',
} satisfies Config
