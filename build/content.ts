import { join } from 'node:path'
import type { Plugin } from 'vite'
import { contentMessages } from '../engine/content/catalogue.ts'
import { problemText, type ContentReport } from '../engine/content/report.ts'
import { testimonialHint, testimonialNote } from '../engine/launch/exampleContent.ts'
import type { CardSources, DrawnCard } from './drawCards'
import type { Staged, StageRun } from './stageRun'
import { resolved, VIRTUAL } from './virtualIds.ts'

/** Where the dev server answers the cards it drew. */
const DEV_PATH = '/@share-cards/'

const siteId = resolved(VIRTUAL.site)

/** The content stage's failed report as `npm run conteudo:verificar` prints it: warnings, errors, then the summary. */
function reportLines({ errors, warnings }: ContentReport): string {
  const { summary } = contentMessages
  return [
    ...warnings.map((problem) => summary.warning(problemText(problem))),
    ...errors.map((problem) => summary.error(problemText(problem))),
    summary.failed(errors.length),
  ].join('\n')
}

/** What the launch check found in the content, as the build prints it. */
function launchLines(address: string, items: string[]): string {
  const { launch } = contentMessages
  const notes = items.some((item) => item.endsWith(testimonialHint)) ? [`nota: ${testimonialNote}`] : []
  return [launch.heading(address), ...items, ...notes, items.length ? launch.left(items.length) : launch.none].join('\n')
}

/**
 * Vite plugin `site:content`: the content stage, once per build (once per save in `npm run dev`), handed to all
 * that reads the content. A build with content errors stops with the stage's pt-BR report alone; the pages receive
 * the site as `virtual:site` (pages/site.ts), with the share cards drawn from the same parse (1200x630, one per
 * prerendered page, the blog list and the site: written as content-hashed assets by the client build and named by
 * the server build, answered from memory in development); with SITE_URL set, the launch check prints what is still an
 * example from the same check (a warning: the build goes on). The dev server's error page (devCheck.ts) and the
 * sitemap (sitemapFiles.ts) take the same stage.
 */
export function contentPlugin(run: StageRun, sources: CardSources): Plugin {
  let root = process.cwd()
  let drawn: { staged: Staged; cards: Promise<DrawnCard[]> } | undefined
  const staged = () => run.current()
  const cards = async () => {
    const current = await staged()
    if (drawn?.staged !== current) {
      const { site } = current.stage
      drawn = { staged: current, cards: site ? current.modules.drawSiteCards(root, site, sources) : Promise.resolve([]) }
    }
    return drawn.cards
  }
  return {
    name: 'site:content',
    // One instance for both builds: one stage, and the cards the client build wrote are named by the server build.
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root
      run.settle({ root, preview: config.mode === 'development' })
    },
    async buildStart() {
      if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
      const current = await staged()
      if (current.stage.report.errors.length) {
        process.stderr.write(`\n${reportLines(current.stage.report)}\n`)
        process.exit(1)
      }
      for (const card of await cards()) this.emitFile({ type: 'asset', fileName: `assets/${card.fileName}`, source: card.bytes })
    },
    async closeBundle() {
      // Production builds for a real address only: nobody publishes example content without seeing it. A warning.
      const address = process.env.SITE_URL
      if (!address || this.environment.mode !== 'build' || this.environment.name !== 'ssr') return
      const current = await staged()
      const items = current.modules.launchItems(current.stage)
      this.environment.logger.warn(`\n${launchLines(address, items)}\n`)
    },
    resolveId(source) {
      if (source === VIRTUAL.site) return siteId
    },
    async load(id) {
      if (id !== siteId) return
      const current = await staged()
      const { site, report } = current.stage
      if (!site) throw new Error(report.errors.map((problem) => problem.text).join('\n'))
      const cardFiles = current.modules.cardFilesOf(await cards(), this.environment.mode === 'build' ? '/assets/' : DEV_PATH)
      return `export default ${JSON.stringify({ site: current.modules.siteData(site), cardFiles })}`
    },
    configureServer(server) {
      // A saved, added or removed content file or photo: the stage runs again, and the pages read its new site.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(join(root, 'content'))) return
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(siteId)
          if (module) void environment.reloadModule(module)
        }
      })
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(DEV_PATH)) return next()
        const name = req.url.slice(DEV_PATH.length)
        cards()
          .then((all) => {
            const card = all.find((candidate) => candidate.fileName === name)
            if (!card) return next()
            res.setHeader('content-type', 'image/jpeg')
            res.end(card.bytes)
          })
          .catch(next)
      })
    },
  }
}
