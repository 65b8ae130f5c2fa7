import { z } from 'zod'
import { accessLogsSchema } from './accessLogs/schema'
import { aboutSchema } from './about/schema'
import { articleSchema } from './article/schema'
import { bulletsSchema } from './bullets/schema'
import { cardsSchema } from './cards/schema'
import { contactSchema } from './contact/schema'
import { ctaSchema } from './cta/schema'
import { featuresSchema } from './features/schema'
import { gallerySchema } from './gallery/schema'
import { heroSchema } from './hero/schema'
import { linksSchema } from './links/schema'
import { neighbourhoodIndexSchema } from './neighbourhoodIndex/schema'
import { orderTermsSchema } from './orderTerms/schema'
import { pageIntroSchema } from './pageIntro/schema'
import { portfolioSchema } from './portfolio/schema'
import { proseSchema } from './prose/schema'
import { serviceAreaSchema } from './serviceArea/schema'
import { testimonialsSchema } from './testimonials/schema'

/** Every block a page can hold, told apart by `type`. */
export const blockSchema = z.discriminatedUnion('type', [
  heroSchema,
  pageIntroSchema,
  aboutSchema,
  featuresSchema,
  cardsSchema,
  testimonialsSchema,
  ctaSchema,
  serviceAreaSchema,
  proseSchema,
  bulletsSchema,
  gallerySchema,
  portfolioSchema,
  contactSchema,
  orderTermsSchema,
  linksSchema,
  neighbourhoodIndexSchema,
  articleSchema,
  accessLogsSchema,
])

export type Block = z.infer<typeof blockSchema>
export type BlockType = Block['type']
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>
