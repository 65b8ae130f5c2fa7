import staged from 'virtual:site'
import type { SiteContent } from '../engine/content/loadSite'
import { siteOfData } from '../engine/content/siteData'
import { imageLibrary, type ImgOutput } from '../engine/media/images'
import { lazy } from '../engine/site/lazy'

/**
 * The composition root's one read of the content: the site the content stage loaded and checked once
 * (build/content.ts, as `virtual:site`), with the share cards drawn from it and its photos, encoded by imagetools.
 * Pages read it from Vike's global context (+onCreateGlobalContext.server.ts), the server from createServer's
 * `content` (+server.ts). SITE_URL overrides the canonical base; example testimonials show only in the owner's
 * preview (`npm run dev`), never in a build or in tests of it.
 */
export const siteContent = lazy((): SiteContent => ({
  ...siteOfData(staged.site),
  cardFiles: staged.cardFiles,
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
}))

declare global {
  namespace Vike {
    interface GlobalContextServer {
      /** This business's site, loaded once (pages/site.ts): what every page and hook reads of the content. */
      site: SiteContent
    }
  }
}
