import blog from '../content/blog'
import navigation from '../content/navigation'
import neighbourhoodPage from '../content/neighbourhoodPage'
import site from '../content/site'
import { lazy } from '../engine/content/lazy'
import { loadSite } from '../engine/site/content'

/**
 * The composition root: the one module that reads content/, handing this business's site to the engine.
 * Parsed on first use, since Vike also loads route files at config time. SITE_URL overrides the canonical base.
 */
export const siteContent = lazy(() =>
  loadSite({
    folder: 'content',
    site: { ...site, siteUrl: process.env.SITE_URL || site.siteUrl },
    navigation,
    blog,
    neighbourhoodPage,
    pages: import.meta.glob('/content/pages/*.ts', { eager: true, import: 'default' }),
    neighbourhoods: import.meta.glob('/content/neighbourhoods/*.ts', { eager: true, import: 'default' }),
  }),
)
