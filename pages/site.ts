import cardFiles from 'virtual:share-cards'
import { lazy } from '../engine/site/lazy'
import type { SiteContent } from '../engine/content/loadSite'
import { parsedContent } from './content'

/**
 * The composition root: this business's parsed content (content.ts) with the share cards the build drew from it
 * (build/shareCards.ts), handed to the engine.
 */
export const siteContent = lazy((): SiteContent => ({ ...parsedContent(), cardFiles }))
