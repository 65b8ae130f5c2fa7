import { loadSite, type SiteContent } from '../../engine/content/loadSite'
import type { Job } from '../../schemas/job'
import type { PageInput } from '../../schemas/page'
import { siteContent } from '../../pages/site'
import blog from '../fixtures/site/blog'
import labels from '../fixtures/site/labels'
import navigation from '../fixtures/site/navigation'
import neighbourhoodPage from '../fixtures/site/neighbourhoodPage'
import site from '../fixtures/site/site'

/** A home page of the fixture business, with its clients' words; `consent` makes it real, so a build keeps it. */
const home = {
  path: '/',
  title: 'Persianas Beira-Rio',
  description: 'Persianas sob medida em Porto Alegre, medidas e instaladas por quem as faz.',
  blocks: [
    { type: 'pageIntro', heading: 'Persianas sob medida em Porto Alegre' },
    {
      type: 'testimonials',
      heading: 'Quem já instalou',
      items: [
        { name: 'Ana P.', place: 'Menino Deus', consent: '2026-01-10', text: 'Mediram, instalaram e deixaram tudo limpo no mesmo dia.' },
      ],
    },
    { type: 'cta', heading: 'Vamos medir a sua janela?', actions: [{ kind: 'chat', label: 'Chamar no WhatsApp' }] },
  ],
} satisfies PageInput

/** A portfolio page whose one photo is an illustration, with the note that says so. */
const portfolio = {
  path: '/portfolio',
  title: 'Portfólio | Persianas Beira-Rio',
  description: 'Persianas que a Persianas Beira-Rio instalou em Porto Alegre.',
  blocks: [
    { type: 'pageIntro', heading: 'Portfólio' },
    {
      type: 'portfolio',
      illustrationsNote: 'Por enquanto, só desenhos: logo, fotos reais.',
      items: [{ caption: 'Rolô na sala', picture: { image: 'portfolio-01', alt: 'Sala clara com persiana rolô branca' } }],
    },
  ],
} satisfies PageInput

const parsed = loadSite({
  folder: 'tests/fixtures/site',
  site,
  navigation,
  blog,
  neighbourhoodPage,
  labels,
  illustrations: ['portfolio-01'],
  pages: {
    ...import.meta.glob('/tests/fixtures/site/pages/*.ts', { eager: true, import: 'default' }),
    '/tests/fixtures/site/pages/inicio.ts': home,
    '/tests/fixtures/site/pages/portfolio.ts': portfolio,
  },
  neighbourhoods: import.meta.glob('/tests/fixtures/site/neighbourhoods/*.ts', { eager: true, import: 'default' }),
  images: siteContent().images,
})

/** The fixture business (tests/fixtures/site) with a home and a portfolio page, and a label for illustrations; its photos borrowed from this site's library. */
export const jobsSite: SiteContent = {
  ...parsed,
  labels: { ...parsed.labels, frame: { ...parsed.labels.frame, illustrationsNote: 'Só desenhos.' } },
  cardFiles: siteContent().cardFiles,
}

/** The fixture's one neighbourhood. */
export const NEIGHBOURHOOD = 'centro-historico'

let serial = 0

/** A published job in the fixture's neighbourhood: two photos, the second its cover, no client's words unless given. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  serial++
  const id = (n: number) => `00000000-0000-4000-8000-${String(serial * 10 + n).padStart(12, '0')}`
  return {
    id: id(0),
    slug: `persiana-rolo-${serial}`,
    title: `Persiana rolô no escritório ${serial}`,
    room: 'escritório',
    made: 'rolô',
    neighbourhood: NEIGHBOURHOOD,
    delivered: '2026-03',
    quote: null,
    coverPhotoId: id(2),
    photos: [
      { id: id(1), alt: 'Janela do escritório antes da persiana', width: 1200, height: 900, position: 0 },
      { id: id(2), alt: 'Persiana rolô cinza na janela do escritório', width: 2400, height: 1600, position: 1 },
    ],
    publishedAt: '2026-04-01T12:00:00+00:00',
    ...overrides,
  }
}
