import { describe, expect, it } from 'vitest'
import type { NeighbourhoodPageText } from '../../schemas/neighbourhoodPage'
import { illustrationWording, type WordingSources } from './illustrationWording'

const text = {
  pathPrefix: '/cortinas-',
  galleryHeading: 'Projetos {bairro}',
  links: [{ label: 'Veja outros projetos', href: '/portfolio' }],
}
const picture = (image: string) => ({ image, alt: 'Sala com cortinas' })

/** A small site: a portfolio, a home linking to it, one neighbourhood; `illustrations` names the drawn photos. */
function sources(illustrations: string[]): WordingSources {
  return {
    pages: [
      {
        file: 'content/pages/portfolio.ts',
        page: {
          path: '/portfolio',
          blocks: [{ type: 'portfolio', heading: 'Nossos projetos', items: [{ picture: picture('sala'), caption: 'Projeto na Mooca' }] }],
        },
      },
      {
        file: 'content/pages/home.ts',
        page: {
          path: '/',
          blocks: [
            {
              type: 'cta',
              heading: 'Vamos conversar sobre o seu projeto?',
              text: 'Fale conosco',
              actions: [{ kind: 'link', label: 'Ver projetos', href: '/portfolio' }],
            },
          ],
        },
      },
    ],
    neighbourhoods: [{ file: 'content/neighbourhoods/mooca.ts', slug: 'mooca', neighbourhood: { gallery: [picture('quarto')] } }],
    neighbourhoodPage: { file: 'content/neighbourhoodPage.ts', text: text as unknown as NeighbourhoodPageText },
    illustrations: new Set(illustrations),
  }
}

describe('"projetos" said of illustrations', () => {
  it('flags gallery and portfolio headings, captions and links to their pages, and nothing else', () => {
    expect(illustrationWording(sources(['sala', 'quarto'])).map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      'content/pages/portfolio.ts: blocks[0].heading',
      'content/pages/portfolio.ts: blocks[0].items[0].caption',
      'content/neighbourhoodPage.ts: galleryHeading',
      'content/pages/home.ts: blocks[0].actions[0].label',
      'content/neighbourhoodPage.ts: links[0].label',
    ])
  })

  it('lets the words say "projetos" once the photos show delivered work', () => {
    expect(illustrationWording(sources([]))).toEqual([])
    expect(illustrationWording(sources(['quarto'])).map((line) => line.split(': ')[1])).toEqual(['galleryHeading'])
  })
})
