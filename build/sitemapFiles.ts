import { runnerImport, type Plugin } from 'vite'
import type { ParsedContent } from '../engine/content/loadSite'
import { staticSitemaps } from '../server/crawlers/sitemap.ts'
import { readSiteVersion } from './siteVersion.ts'

/**
 * Vite plugin: writes the sitemap index and the prerendered pages' sitemap (server/crawlers/sitemap.ts) into the
 * client build, beside the pages, so they are served and precompressed like any file and never wait for the
 * database. The pages' part is dated by the build's commit. `content` is the module whose `parsedContent()` is
 * the site ('/pages/content.ts'), loaded by Vite's module runner as the share cards load it.
 */
export function sitemapFiles(content: string): Plugin {
  return {
    name: 'site:sitemap-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const { module } = await runnerImport<{ parsedContent: () => ParsedContent }>(content, {
        configFile: false,
        root: this.environment.config.root,
        logLevel: 'silent',
      })
      const { site, routes } = module.parsedContent()
      for (const [path, source] of Object.entries(staticSitemaps(site.siteUrl, routes.keys(), readSiteVersion()?.date)))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
  }
}
