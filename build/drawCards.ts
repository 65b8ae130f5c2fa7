import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { SHARE_SIZE } from '../engine/media/shareSize'
import { shareCards, type ShareCard, type ShareCardFiles } from '../engine/seo/shareCards'
import type { LoadedContent } from '../engine/content/loadSite'
import { cardFontFiles } from '../renderer/shareCard/fonts'
import { drawShareCard } from '../renderer/shareCard/draw'

/** Where cards are drawn from: the content's photos folder and the site's mark (an SVG file, the favicon), if any. */
export type CardSources = { photos: string; mark?: string }

/** A drawn card: its key, its JPEG and the name of its file (content-hashed). */
export type DrawnCard = { key: string; bytes: Buffer; fileName: string }

/** Where drawn cards are kept, by the hash of everything they are drawn from. */
const CACHE_FOLDER = 'node_modules/.cache/share-cards'

/** Kept cards unused this long are deleted, as imagetools prunes its photos (build/imagetoolsPlugin.ts). */
const CACHE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

const hash = (...parts: (string | Uint8Array)[]) => parts.reduce((h, part) => h.update(part), createHash('sha256')).digest('base64url')

/** The code, colours and fonts every card is drawn with: a change to any of them draws every card again. */
async function drawingVersion(): Promise<string> {
  const drawing = fileURLToPath(new URL('../renderer/shareCard/', import.meta.url))
  const files = [
    ...(await readdir(drawing))
      .filter((name) => !name.includes('.test.'))
      .sort()
      .map((name) => join(drawing, name)),
    ...['../renderer/palette.ts', '../engine/media/shareJpeg.ts', '../engine/media/shareSize.ts'].map((file) =>
      fileURLToPath(new URL(file, import.meta.url)),
    ),
    ...cardFontFiles.map(({ file }) => createRequire(import.meta.url).resolve(file)),
  ]
  return hash(...(await Promise.all(files.map((file) => readFile(file)))))
}

/** A file name for a card: readable from its key, unique by its bytes. */
function cardFileName(key: string, bytes: Buffer): string {
  const slug = key.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'inicio'
  return `share-${slug}.${hash(bytes).slice(0, 8)}.jpg`
}

/**
 * Draws cards, several at once (one per core), each taken from the cache when nothing it is drawn from changed:
 * its words, its photo's bytes, the mark, the drawing code and the fonts.
 */
async function drawCards(root: string, cards: readonly ShareCard[], { photos, mark }: CardSources): Promise<DrawnCard[]> {
  const cache = join(root, CACHE_FOLDER)
  await mkdir(cache, { recursive: true })
  const [version, markSvg] = await Promise.all([drawingVersion(), mark ? readFile(mark, 'utf8') : null])
  const draw = async (card: ShareCard): Promise<DrawnCard> => {
    const photo = card.photo ? await readFile(join(photos, `${card.photo}.jpg`)) : null
    const cached = join(cache, `${hash(version, JSON.stringify([card.title, card.brand]), photo ?? '', markSvg ?? '')}.jpg`)
    const bytes = await readFile(cached).catch(async () => {
      const drawn = await drawShareCard({ title: card.title, brand: card.brand, photo, mark: markSvg })
      await writeFile(cached, drawn)
      return drawn
    })
    // A kept card's time is its last use, so pruning spares what any build still draws.
    const now = new Date()
    await utimes(cached, now, now)
    return { key: card.key, bytes, fileName: cardFileName(card.key, bytes) }
  }
  const drawn: DrawnCard[] = []
  const queue = [...cards]
  const worker = async () => {
    for (let card = queue.shift(); card; card = queue.shift()) drawn.push(await draw(card))
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), cards.length) }, worker))
  await pruneCache(cache)
  return drawn
}

/** Deletes the kept cards no build has used for CACHE_RETENTION_MS. */
async function pruneCache(cache: string): Promise<void> {
  const oldest = Date.now() - CACHE_RETENTION_MS
  for (const name of await readdir(cache)) {
    const file = join(cache, name)
    if ((await stat(file)).mtimeMs < oldest) await rm(file, { force: true })
  }
}

/** Draws the cards a site's content needs (engine/seo/shareCards.ts lists them); paths are from `root`. */
export function drawSiteCards(root: string, content: LoadedContent, { photos, mark }: CardSources): Promise<DrawnCard[]> {
  return drawCards(root, shareCards(content), { photos: join(root, photos), mark: mark ? join(root, mark) : undefined })
}

/** The drawn cards as the composition root takes them: each file's URL under `base` ('/assets/'), by key. */
export function cardFilesOf(cards: readonly DrawnCard[], base: string): ShareCardFiles {
  return Object.fromEntries(cards.map((card) => [card.key, { src: `${base}${card.fileName}`, ...SHARE_SIZE }]))
}
