import type { SignedIn } from '../admin/pageData'
import type { BlogData } from '../blog/data/blogData'
import type { SupabaseSettings } from './env'
import type { JobsData } from './jobs/data'

/** What every rendered route gets, as Hono's bindings; Vike hands them to the pages as `pageContext.env`. */
export type RenderBindings = {
  blog: BlogData
  /** The published jobs, for a job's page and the sitemap. */
  jobs: JobsData
  supabase: SupabaseSettings | null
  /** The site's GitHub repository, 'owner/name' (SITE_REPOSITORY), for the admin's links to it; null when not set. */
  siteRepository: string | null
  /** The admin whose session cookie came with a request for the post list, with their posts; else null. */
  signedIn: SignedIn | null
}

declare global {
  namespace Vike {
    interface PageContextServer {
      /** The bindings of the render that runs this page (createRender). */
      env: RenderBindings
    }
  }
}
