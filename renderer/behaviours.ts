/**
 * Every public page's behaviours, added by the inline bootstrap (bootstrap.ts) once the page has painted: the
 * frame's (neighbourhoods dropdown, chat button stepping aside), the blog list's paging, and each behaviour the
 * page's blocks ask for. Each finds its own elements and does nothing on a page without them.
 */
import { enhanceBlocks } from '../engine/blocks/enhancements'
import { enhanceBlogList } from '../blog/enhance'
import { enhanceFrame } from './frame/enhance'

enhanceFrame()
enhanceBlocks()
enhanceBlogList()
if (document.querySelector('[data-not-found]')) console.warn(`404: página não encontrada: ${window.location.pathname}`)
