import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'
import type { ParsedContent } from '../engine/content/loadSite'
import type { cardFilesOf, CardSources, DrawnCard, drawSiteCards } from './drawCards'
import { resolved, VIRTUAL } from './virtualIds.ts'

/** Where the dev server answers the cards it drew. */
const DEV_PATH = '/@share-cards/'

const drawing = fileURLToPath(new URL('./drawCards.ts', import.meta.url))

const cardsId = resolved(VIRTUAL.shareCards)

/** Where the cards' words and photos come from, as paths from the project root. */
export type ShareCardsOptions = CardSources & {
  /** The module whose `parsedContent()` is the content the cards are drawn from ('/pages/content.ts'). */
  content: string
  /** The content folder: in development, a change there draws the cards again. */
  folder: string
}

/** The drawn cards, and how to hand them to the composition root. */
type Drawn = { cards: DrawnCard[]; filesOf: typeof cardFilesOf }

/**
 * Lists and draws the cards with modules loaded by Vite's module runner, as the site's own modules load: the
 * parsed content (which knows nothing of the cards) and the drawing.
 */
async function drawInRunner(root: string, options: ShareCardsOptions): Promise<Drawn> {
  const load = <T>(file: string) => runnerImport<T>(file, { configFile: false, root, logLevel: 'silent' }).then(({ module }) => module)
  const [content, draw] = await Promise.all([
    load<{ parsedContent: () => ParsedContent }>(options.content),
    load<{ drawSiteCards: typeof drawSiteCards; cardFilesOf: typeof cardFilesOf }>(drawing),
  ])
  return { cards: await draw.drawSiteCards(root, content.parsedContent(), options), filesOf: draw.cardFilesOf }
}

/**
 * Vite plugin: draws a 1200x630 share card for every prerendered page, the blog list and the site
 * (engine/seo/shareCards.ts lists them, renderer/shareCard/ draws them) and answers `virtual:share-cards` with their
 * URLs. The client build writes them as content-hashed assets, cached forever like the others; the server build,
 * next in the same process, names those files. The dev server and tests answer them from memory.
 */
export function shareCardsPlugin(options: ShareCardsOptions): Plugin {
  let root = process.cwd()
  let drawn: Promise<Drawn> | undefined
  const draw = () => (drawn ??= drawInRunner(root, options))
  return {
    name: 'site:share-cards',
    // One instance for both builds, so the cards the client build wrote are named by the server build.
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
      for (const card of (await draw()).cards) this.emitFile({ type: 'asset', fileName: `assets/${card.fileName}`, source: card.bytes })
    },
    resolveId(source) {
      if (source === VIRTUAL.shareCards) return cardsId
    },
    async load(id) {
      if (id !== cardsId) return
      const { cards, filesOf } = await draw()
      return `export default ${JSON.stringify(filesOf(cards, this.environment.mode === 'build' ? '/assets/' : DEV_PATH))}`
    },
    configureServer(server) {
      // An edited, added or removed content file or photo may change a card or add one: draw them again.
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(join(root, options.folder))) return
        drawn = undefined
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(cardsId)
          if (module) void environment.reloadModule(module)
        }
      })
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(DEV_PATH)) return next()
        const name = req.url.slice(DEV_PATH.length)
        draw()
          .then(({ cards }) => {
            const card = cards.find((candidate) => candidate.fileName === name)
            if (!card) return next()
            res.setHeader('content-type', 'image/jpeg')
            res.end(card.bytes)
          })
          .catch(next)
      })
    },
  }
}
