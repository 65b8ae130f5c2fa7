import type { Config } from 'vike/types'
import { PublicHead } from '../PublicHead'
import { PublicLayout } from '../PublicLayout'

/** The not-found and error pages share the public frame and head. */
export default {
  Layout: PublicLayout,
  Head: PublicHead,
} satisfies Config
