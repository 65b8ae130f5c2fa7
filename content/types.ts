import type { z } from 'zod'
import type { PageInput } from '../schemas/page'
import type { siteSchema } from '../schemas/site'

/** What content/site.ts holds, as the owner writes it. */
export type SiteInput = z.input<typeof siteSchema>
export type { PageInput } from '../schemas/page'
export type { NeighbourhoodInput } from '../schemas/neighbourhood'
export type { NavigationInput } from '../schemas/navigation'
export type { NeighbourhoodPageInput } from '../schemas/neighbourhoodPage'
/** One block of a page, as the owner writes it (examples in docs/exemplos/blocos). */
export type BlockInput = PageInput['blocks'][number]
