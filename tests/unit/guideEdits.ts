import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { neighbourhoodScaffold } from '../../engine/content/scaffold'
import { fillScaffold, vilaMadalena } from '../support/scaffoldTexts'

/**
 * The edits docs/guia-do-conteudo.md walks the owner through, applied to the content folder under `root`: a new
 * neighbourhood written with the real scaffold and filled in, one neighbourhood removed (its slug is returned), a
 * portfolio photo added (a byte copy of one of the site's photos, returned as `aliases`) and an example testimonial,
 * each on the first page with such a block if one has, and a new tagline. Lines are left as long as an owner types
 * them.
 */
export function applyGuideEdits(root: string): { removed: string; aliases: Record<string, string> } {
  const content = (file: string) => join(root, 'content', file)
  /** Puts `text` right after the first `anchor` that follows `marker` in a content file. */
  const insert = (file: string, marker: string, anchor: string, text: string) => {
    const source = readFileSync(content(file), 'utf8')
    const at = source.indexOf(anchor, source.indexOf(marker))
    if (source.indexOf(marker) < 0 || at < 0) throw new Error(`${file} no longer has ${marker} … ${anchor}`)
    writeFileSync(content(file), source.slice(0, at + anchor.length) + text + source.slice(at + anchor.length))
  }
  /** The first page file (by name) with a block of this type. */
  const pageWith = (type: string) =>
    readdirSync(content('pages'))
      .sort()
      .map((file) => `pages/${file}`)
      .find((file) => readFileSync(content(file), 'utf8').includes(`type: '${type}'`))
  writeFileSync(content('neighbourhoods/vila-madalena.ts'), fillScaffold(neighbourhoodScaffold('Vila Madalena', 'na'), vilaMadalena))
  const removed = readdirSync(content('neighbourhoods'))
    .filter((file) => file !== 'vila-madalena.ts')
    .sort()
    .at(-1)
  if (!removed) throw new Error('the copy has no neighbourhood to remove')
  rmSync(content(`neighbourhoods/${removed}`))

  const aliases: Record<string, string> = {}
  const portfolio = pageWith('portfolio')
  const photo = readdirSync(content('images')).find((file) => file.endsWith('.jpg'))
  if (portfolio && photo) {
    copyFileSync(content(`images/${photo}`), content('images/obra-pinheiros.jpg'))
    aliases['obra-pinheiros'] = photo.replace(/\.jpg$/, '')
    insert(
      portfolio,
      "type: 'portfolio'",
      'items: [\n',
      "{ caption: 'Sala de estar em Pinheiros', picture: { image: 'obra-pinheiros', alt: 'Sala de estar com cortinas de linho cru até o chão e voil por baixo' } },\n",
    )
  }
  insert('site.ts', 'tagline', "'", 'Cortinas feitas sob medida para a sua casa, com visita e instalação — ')
  const testimonials = pageWith('testimonials')
  if (testimonials) {
    insert(
      testimonials,
      "type: 'testimonials'",
      'items: [\n',
      "{ example: true, name: 'Joana', place: 'Pinheiros', text: 'Adorei o cuidado na medição e o acabamento impecável das cortinas do quarto.' },\n",
    )
  }
  return { removed: removed.replace(/\.ts$/, ''), aliases }
}
