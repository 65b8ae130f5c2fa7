import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { neighbourhoodScaffold } from '../../engine/files/scaffold'

/** The texts an owner types into a new neighbourhood's empty fields, in the scaffold's order, on one line each as typed. */
const vilaMadalena = [
  'Cortinas sob medida na Vila Madalena para casas de vila, sobrados reformados e estúdios com janelas grandes voltadas para a rua.',
  'Cortinas sob medida na Vila Madalena para morar entre ateliês e ladeiras',
  'Na Vila Madalena as ruas sobem e descem entre grafites, bares e ateliês, e as casas acompanham esse jeito: sobrados reformados com tijolo aparente, estúdios com janelões de ferro e prédios novos com varandas que dão para o Beco do Batman. A luz muda de um quarteirão para outro, e cada janela pede uma solução própria.',
  'Medida tirada no local',
  'Vamos até a sua casa, medimos vão por vão e desenhamos a cortina para o desnível de cada parede.',
  'Visita sem pressa',
  'Levamos amostras de tecido e mostramos como cada uma fica com a luz da tarde entrando pela janela.',
  'Tecidos para cada uso',
  'Linho, gaze e blackout em várias gramaturas, escolhidos para o quarto, a sala ou o estúdio de trabalho.',
  'Luz sob controle',
  'Camadas de voal e forro deixam o sol de fim de tarde suave e preservam a privacidade diante da rua movimentada.',
  'Projeto junto com você',
  'Combinamos cores e acabamentos com os móveis garimpados, os quadros e as plantas que dão cara à casa.',
  'ambiente-09',
  'Sala com duas janelas, sofá rosado e cortinas terracota sobre voil branco',
  'portfolio-02',
  'Quarto de casal com cortinas em onda e voil branco na luz do fim de tarde',
  'sistema-prega-macho',
  'Detalhe do alto de cortinas em prega macho presas num trilho, com voil ao centro',
  'Cliente',
  'Nosso estúdio tem uma janela enorme virada para o poente; agora dá para trabalhar à tarde sem ofuscar a tela.',
  'Mora na Vila Madalena e quer ver como a sua janela ficaria? Mande fotos pelo WhatsApp e marcamos uma visita na semana.',
]

/** The scaffold's text with its empty fields filled in order, and its testimonial marked as an example. */
function filled(source: string, texts: readonly string[]): string {
  let next = 0
  return source
    .replace(/(: |\[)''/g, (_, before: string) => `${before}'${texts[next++] ?? ''}'`)
    .replace("// consent: 'AAAA-MM-DD',", 'example: true,')
}

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
  writeFileSync(content('neighbourhoods/vila-madalena.ts'), filled(neighbourhoodScaffold('Vila Madalena', 'na'), vilaMadalena))
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
