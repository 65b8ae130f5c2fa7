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
    'encarregado, empresas de hospedagem (com o país), de e-mail e de banco de dados, cópia das conversas e data da política de privacidade ainda são exemplos — confira cada um',
}

/** The site fields still marked as examples: `content/site.ts: brand: ainda é … e apague 'brand' de examples`. */
export function exampleSiteFields(file: string, site: Pick<Site, 'examples'>): string[] {
  return site.examples.map((field) => `${file}: ${field}: ${exampleFieldHints[field]}, e apague '${field}' da lista examples`)
}

const exampleTestimonial =
  "depoimento de exemplo — troque pelas palavras de um cliente real (primeiro nome e inicial, como 'Mariana S.'), escreva em consent a data em que ele autorizou por escrito e apague example: true; ou apague o depoimento"

/** Example testimonials and placeholder article dates in one content page. */
export function examplesInPage(file: string, page: Pick<Page, 'blocks'>): string[] {
  return page.blocks.flatMap((block, i) => {
    if (block.type === 'testimonials')
      return block.items.flatMap((item, j) => (item.example ? [`${file}: blocks[${i}].items[${j}]: ${exampleTestimonial}`] : []))
    if (block.type === 'article' && block.exampleDate)
      return [`${file}: blocks[${i}].published: data de exemplo — escreva a data em que o artigo foi publicado e apague exampleDate: true`]
    return []
  })
}

/** The example testimonial of one neighbourhood file. */
export function examplesInNeighbourhood(file: string, neighbourhood: Pick<Neighbourhood, 'testimonial'>): string[] {
  return neighbourhood.testimonial?.example ? [`${file}: testimonial: ${exampleTestimonial}`] : []
}
