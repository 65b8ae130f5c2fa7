import type { Plugin } from 'vite'
import { staticSitemaps } from '../server/crawlers/sitemap.ts'
import { readSiteVersion } from './siteVersion.ts'
import type { StageRun } from './stageRun'

/**
 * Vite plugin: writes the sitemap index and the prerendered pages' sitemap (server/crawlers/sitemap.ts) into the
 * client build, beside the pages, so they are served and precompressed like any file and never wait for the
 * database. The pages' part is dated by the build's commit, and its addresses come from the content stage's site.
 */
export function sitemapFiles(run: StageRun): Plugin {
  return {
    name: 'site:sitemap-files',
    apply: 'build',
    // From the top config, as the content plugin is: each environment's own config would hold a stage of its own.
    sharedDuringBuild: true,
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const { site } = (await run.current()).stage
      if (!site) return
      for (const [path, source] of Object.entries(staticSitemaps(site.site.siteUrl, site.routes.keys(), readSiteVersion()?.date)))
        this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
  }
}
