import type { Neighbourhood } from '../../schemas/neighbourhood'
import type { Page } from '../../schemas/page'
import type { Site } from '../../schemas/site'

/** What to do about each field of content/site.ts still named in `examples`. */
const exampleFieldHints: Record<Site['examples'][number], string> = {
  brand: 'ainda é a marca de exemplo — escreva o nome do ateliê',
  ownerName: 'ainda é o nome de exemplo — escreva o primeiro nome de quem atende',
  phone: 'ainda é o número de exemplo — escreva o WhatsApp do ateliê, só números, com 55 e o DDD',
  siteUrl: 'ainda é o domínio de exemplo — escreva o endereço do site, como https://www.seusite.com.br',
  email: 'ainda é o e-mail de exemplo — escreva o e-mail em que o ateliê recebe pedidos sobre dados pessoais',
  controller: 'nome ou razão social, CNPJ ou CPF e endereço ainda são exemplos — escreva os de quem responde pelos dados pessoais',
  privacy:
    'encarregado, empresas de hospedagem (com o país), de e-mail e de banco de dados, cópia das conversas e data da política de privacidade ainda são exemplos — confira cada item',
}

/** The site fields still marked as examples: `content/site.ts: brand: ainda é … e apague 'brand' de examples`. */
export function exampleSiteFields(file: string, site: Pick<Site, 'examples'>): string[] {
  return site.examples.map((field) => `${file}: ${field}: ${exampleFieldHints[field]}, e apague '${field}' da lista examples`)
}

/** What an example testimonial's line ends with: the full instruction comes once, in the note `testimonialNote`. */
export const testimonialHint = 'troque pelas palavras de um cliente real ou apague (veja a nota sobre depoimentos no fim)'

/** The full instruction for example testimonials, printed once after the list. */
export const testimonialNote =
  "depoimentos de exemplo: troque cada um pelas palavras de um cliente real (primeiro nome e inicial, como 'Mariana S.'), escreva em consent a data em que ele autorizou por escrito e apague example: true; ou apague o depoimento"

/** '1º (Mariana S.), 3º (Carlos M.)': the example items of a list, counted from 1, by name. */
const exampleItems = (items: readonly { name: string; example?: boolean }[]) =>
  items.flatMap((item, i) => (item.example ? [`${i + 1}º (${item.name})`] : []))

/** Example testimonials (one line per list) and placeholder article dates in one content page. */
export function examplesInPage(file: string, page: Pick<Page, 'blocks'>): string[] {
  return page.blocks.flatMap((block) => {
    if (block.type === 'testimonials') {
      const examples = exampleItems(block.items)
      if (!examples.length) return []
      const count = examples.length === 1 ? 'um depoimento de exemplo' : `${examples.length} depoimentos de exemplo`
      return [`${file}: depoimentos: ${count}, ${examples.join(', ')} — ${testimonialHint}`]
    }
    if (block.type === 'article' && block.exampleDate)
      return [`${file}: published: data de exemplo do artigo — escreva a data em que ele foi publicado e apague exampleDate: true`]
    return []
  })
}

/** The example testimonial of one neighbourhood file. */
export function examplesInNeighbourhood(file: string, neighbourhood: Pick<Neighbourhood, 'testimonial'>): string[] {
  const { testimonial } = neighbourhood
  return testimonial?.example ? [`${file}: testimonial: depoimento de exemplo (${testimonial.name}) — ${testimonialHint}`] : []
}
