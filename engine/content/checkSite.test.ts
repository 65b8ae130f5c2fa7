import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'
import blog from '../../tests/fixtures/site/blog'
import illustrations from '../../tests/fixtures/site/illustrations'
import labels from '../../tests/fixtures/site/labels'
import navigation from '../../tests/fixtures/site/navigation'
import neighbourhoodPage from '../../tests/fixtures/site/neighbourhoodPage'
import centroHistorico from '../../tests/fixtures/site/neighbourhoods/centro-historico'
import faleConosco from '../../tests/fixtures/site/pages/fale-conosco'
import site from '../../tests/fixtures/site/site'
import { ContentError } from './report'
import { checkSite } from './checkSite'
import { loadSite } from './loadSite'

const folder = 'tests/fixtures/site'
const pageFile = `/${folder}/pages/fale-conosco.ts`
const neighbourhoodFile = `/${folder}/neighbourhoods/centro-historico.ts`
const neighbourhoodAddress = `${neighbourhoodPage.pathPrefix}centro-historico`

/** The fixture site's sources (tests/fixtures/site, the second business), with some files changed or added. */
function sources(changes: { pages?: Record<string, unknown>; neighbourhoods?: Record<string, unknown>; blog?: unknown } = {}) {
  return {
    folder,
    site,
    navigation,
    blog: changes.blog ?? blog,
    neighbourhoodPage,
    labels,
    illustrations,
    pages: { [pageFile]: faleConosco, ...changes.pages },
    neighbourhoods: { [neighbourhoodFile]: centroHistorico, ...changes.neighbourhoods },
    // The fixture's pictures name this site's photos, so it borrows this site's library.
    images: siteContent().images,
    cardFiles: {},
  }
}

const texts = (problems: { text: string }[]) => problems.map((problem) => problem.text)

describe('checkSite: one report for the whole content', () => {
  it('finds nothing wrong in a good site', () => {
    expect(checkSite(sources()).report.errors).toEqual([])
  })

  it('collects every problem of every file in one pass, each with the page it keeps from showing', () => {
    const empty = `/${folder}/neighbourhoods/perdizes.ts`
    const { report } = checkSite(
      sources({
        neighbourhoods: { [empty]: { ...centroHistorico, headline: '', intro: [] } },
        pages: { [`/${folder}/pages/sobre.ts`]: { ...faleConosco, path: '/sobre', description: 'curta' } },
      }),
    )
    expect(report.errors.map(({ file, page }) => ({ file, page }))).toEqual([
      { file: `${folder}/pages/sobre.ts`, page: '/sobre' },
      { file: `${folder}/neighbourhoods/perdizes.ts`, page: `${neighbourhoodPage.pathPrefix}perdizes` },
      { file: `${folder}/neighbourhoods/perdizes.ts`, page: `${neighbourhoodPage.pathPrefix}perdizes` },
    ])
    expect(texts(report.errors)[1]).toMatch(`${folder}/neighbourhoods/perdizes.ts: headline: `)
  })

  it('refuses two pages on one address once, content page or neighbourhood alike', () => {
    const twin = `/${folder}/pages/bairro.ts`
    const { report } = checkSite(sources({ pages: { [twin]: { ...faleConosco, path: neighbourhoodAddress } } }))
    expect(texts(report.errors)).toEqual([
      `${folder}/neighbourhoods/centro-historico.ts: path: o endereço ${neighbourhoodAddress} já é de ${folder}/pages/bairro.ts — escolha outro endereço`,
    ])
  })

  it('checks every field marked as a page link against the addresses of the site', () => {
    const { report } = checkSite(sources({ blog: { ...blog, featured: ['/fale-conosco', '/sumiu'] } }))
    expect(texts(report.errors)).toEqual([
      `${folder}/blog.ts: featured[1]: nenhuma página tem o endereço /sumiu — confira o endereço ou crie a página`,
    ])
    expect(report.errors[0]?.page).toBeUndefined()
  })

  it('refuses a neighbourhood file name that cannot be an address, on every page', () => {
    const { report } = checkSite(sources({ neighbourhoods: { [`/${folder}/neighbourhoods/Vila Nova.ts`]: centroHistorico } }))
    expect(report.errors).toEqual([
      {
        file: `${folder}/neighbourhoods/Vila Nova.ts`,
        text: `${folder}/neighbourhoods/Vila Nova.ts: o nome do arquivo vira o endereço da página — use só letras minúsculas sem acento, números e hífens, como vila-madalena.ts`,
      },
    ])
  })
})

describe('checkSite: warnings, which never stop a publish', () => {
  it('warns of a neighbourhood whose preposition is not the one its first word settles, and of none that is', () => {
    const vila = `/${folder}/neighbourhoods/vila-assuncao.ts`
    const { report } = checkSite(
      sources({
        neighbourhoods: {
          [vila]: { ...centroHistorico, name: 'Vila Assunção', preposition: 'no' },
          [`/${folder}/neighbourhoods/menino-deus.ts`]: { ...centroHistorico, name: 'Menino Deus', preposition: 'em' },
        },
      }),
    )
    expect(report.errors).toEqual([])
    expect(texts(report.warnings).filter((line) => line.includes(': preposition: '))).toEqual([
      `${folder}/neighbourhoods/vila-assuncao.ts: preposition: 'no' — diz-se "na Vila Assunção": escreva preposition: 'na' (a página e o menu usam essa palavra)`,
    ])
  })
})

describe('loadSite with content errors', () => {
  const broken = sources({ neighbourhoods: { [`/${folder}/neighbourhoods/perdizes.ts`]: { ...centroHistorico, headline: '' } } })

  it('fails the build with the report', () => {
    expect(() => loadSite(broken)).toThrow(ContentError)
    expect(() => loadSite(broken)).toThrow(`${folder}/neighbourhoods/perdizes.ts: headline: `)
  })

  it('leaves the broken page out of the preview and keeps every other page', () => {
    const preview = loadSite({ ...broken, preview: true })
    expect([...preview.routes.keys()]).toEqual(['/fale-conosco', neighbourhoodAddress])
    expect(preview.neighbourhoods.map((n) => n.slug)).toEqual(['centro-historico'])
  })

  it('fails the preview too when a file every page reads has errors', () => {
    expect(() => loadSite({ ...broken, labels: {}, preview: true })).toThrow(ContentError)
  })
})
