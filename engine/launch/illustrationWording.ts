import type { Neighbourhood } from '../../schemas/neighbourhood'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import type { Page } from '../../schemas/page'
import { showsIllustrations } from '../media/illustrations'
import { neighbourhoodPath } from '../routes/neighbourhoodPage'

/** The content the wording rule reads: each page and neighbourhood with its file, and the illustrations' names. */
export type WordingSources = {
  pages: { file: string; page: Pick<Page, 'path' | 'blocks'> }[]
  neighbourhoods: { file: string; slug: string; neighbourhood: Pick<Neighbourhood, 'gallery'> }[]
  neighbourhoodPage: { file: string; text: NeighbourhoodPageText }
  illustrations: ReadonlySet<string>
}

const saysProject = /\bprojetos?\b/i
const why =
  'chama de "projeto" fotos que são ilustrações — diga "inspirações" até trocá-las por fotos de trabalhos entregues e tirá-las de content/illustrations.ts'

/**
 * Every `{ label, href }` inside a value, with the field a visitor reads while the target shows illustrations
 * (its `illustrationsLabel` when it has one): the links and link buttons of a page.
 */
function linksIn(value: unknown, path: string): { field: string; label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => linksIn(item, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const { label, illustrationsLabel, href } = record
  const shown =
    typeof illustrationsLabel === 'string' ? { field: 'illustrationsLabel', label: illustrationsLabel } : { field: 'label', label }
  const own =
    typeof shown.label === 'string' && typeof href === 'string' ? [{ field: `${path}.${shown.field}`, label: shown.label, href }] : []
  return [...own, ...Object.entries(record).flatMap(([key, item]) => linksIn(item, path ? `${path}.${key}` : key))]
}

/**
 * Headings and captions of galleries and portfolios that show illustrations, and links to such pages, that call
 * them "projetos": one line each, `arquivo: campo: o que fazer`. Other words ("seu projeto") are not about photos.
 */
export function illustrationWording({ pages, neighbourhoods, neighbourhoodPage, illustrations }: WordingSources): string[] {
  const drawn = (image: string) => illustrations.has(image)
  const lines: string[] = []
  const illustrated = new Set<string>()
  const flag = (file: string, field: string, words: string | undefined) => {
    if (words && saysProject.test(words)) lines.push(`${file}: ${field}: ${why}`)
  }
  for (const { file, page } of pages) {
    page.blocks.forEach((block, i) => {
      if ((block.type !== 'gallery' && block.type !== 'portfolio') || !showsIllustrations([block], illustrations)) return
      illustrated.add(page.path)
      flag(file, `blocks[${i}].heading`, block.heading)
      if (block.type === 'portfolio')
        block.items.forEach((item, j) => drawn(item.picture.image) && flag(file, `blocks[${i}].items[${j}].caption`, item.caption))
    })
  }
  const drawnNeighbourhoods = neighbourhoods.filter(({ neighbourhood }) => neighbourhood.gallery.some((picture) => drawn(picture.image)))
  for (const { slug } of drawnNeighbourhoods) illustrated.add(neighbourhoodPath(slug, neighbourhoodPage.text))
  if (drawnNeighbourhoods.length) flag(neighbourhoodPage.file, 'galleryHeading', neighbourhoodPage.text.galleryHeading)

  const sources = [
    ...pages.map(({ file, page }) => ({ file, value: page.blocks, path: 'blocks' })),
    { ...neighbourhoodPage, value: neighbourhoodPage.text, path: '' },
  ]
  for (const { file, value, path } of sources)
    for (const link of linksIn(value, path)) if (illustrated.has(link.href)) flag(file, link.field, link.label)
  return lines
}
