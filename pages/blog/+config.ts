import type { Config } from 'vike/types'

/** The blog is rendered per request from Supabase, so a new post appears without a rebuild. */
export default {
  prerender: false,
} satisfies Config
