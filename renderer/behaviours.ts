/**
 * The page's behaviours, added by client.ts once the page has loaded: the frame's (neighbourhoods dropdown,
 * chat button stepping aside) and every behaviour the page's blocks ask for.
 */
import { enhanceBlocks } from '../engine/blocks/enhancements'
import { enhanceFrame } from './frame/enhance'

enhanceFrame()
enhanceBlocks()
