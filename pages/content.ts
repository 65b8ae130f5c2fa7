import blog from '../content/blog'
import illustrations from '../content/illustrations'
import labels from '../content/labels'
import navigation from '../content/navigation'
import neighbourhoodPage from '../content/neighbourhoodPage'
import site from '../content/site'
import { lazy } from '../engine/site/lazy'
import { imageLibrary, type ImgOutput } from '../engine/media/images'
import { loadSite } from '../engine/content/loadSite'

/**
 * The one module that reads content/: this business's content, parsed on first use (Vike also loads route files
 * at config time). SITE_URL overrides the canonical base. The build draws the share cards from it
 * (build/shareCards.ts), and site.ts hands it, with them, to the engine. Example testimonials show only in the
 * owner's preview (`npm run dev`, Vite's development mode), never in a build or in tests of it.
 */
export const parsedContent = lazy(() =>
  loadSite({
    folder: 'content',
    site: { ...site, siteUrl: process.env.SITE_URL || site.siteUrl },
    navigation,
    blog,
    neighbourhoodPage,
    labels,
    illustrations,
    pages: import.meta.glob('/content/pages/*.ts', { eager: true, import: 'default' }),
    neighbourhoods: import.meta.glob('/content/neighbourhoods/*.ts', { eager: true, import: 'default' }),
    // The queries must be literals: Vite reads them statically. Widths above the original are dropped.
    images: imageLibrary({
      avif: import.meta.glob<string>('/content/images/*.jpg', {
        eager: true,
        import: 'default',
        query: { w: '480;800;1200;1600;2400', format: 'avif', quality: '50', effort: '3', as: 'srcset' },
      }),
      webp: import.meta.glob<ImgOutput>('/content/images/*.jpg', {
        eager: true,
        import: 'default',
        query: { w: '480;800;1200;1600;2400', format: 'webp', quality: '72', as: 'img' },
      }),
    }),
    preview: import.meta.env.MODE === 'development',
  }),
)
