import { enhanceBlogList } from '../../../engine/blog/enhance'
import { enhancePage } from '../../../renderer/client'

enhancePage()
enhanceBlogList()
