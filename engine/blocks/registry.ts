import type { ComponentType } from 'react'
import { About } from './about/About'
import { AccessLogs } from './accessLogs/AccessLogs'
import { Article } from './article/Article'
import { Bullets } from './bullets/Bullets'
import { Cards } from './cards/Cards'
import { Contact } from './contact/Contact'
import { Cta } from './cta/Cta'
import { Features } from './features/Features'
import { Gallery } from './gallery/Gallery'
import { Hero } from './hero/Hero'
import { Links } from './links/Links'
import { NeighbourhoodIndex } from './neighbourhoodIndex/NeighbourhoodIndex'
import { OrderTerms } from './orderTerms/OrderTerms'
import { PageIntro } from './pageIntro/PageIntro'
import { Portfolio } from './portfolio/Portfolio'
import { Prose } from './prose/Prose'
import type { BlockOf, BlockType } from './schema'
import { ServiceArea } from './serviceArea/ServiceArea'
import { Testimonials } from './testimonials/Testimonials'

/** Component for every block type; a type without one does not compile. */
export const blockComponents = {
  hero: Hero,
  pageIntro: PageIntro,
  about: About,
  features: Features,
  cards: Cards,
  testimonials: Testimonials,
  cta: Cta,
  serviceArea: ServiceArea,
  prose: Prose,
  bullets: Bullets,
  gallery: Gallery,
  portfolio: Portfolio,
  contact: Contact,
  orderTerms: OrderTerms,
  links: Links,
  neighbourhoodIndex: NeighbourhoodIndex,
  article: Article,
  accessLogs: AccessLogs,
} satisfies { [K in BlockType]: ComponentType<BlockOf<K>> }
