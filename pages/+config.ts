import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

/** Public pages: prerendered HTML, no React in the browser, only small enhancement scripts. */
export default {
  extends: [vikeReact],
  prerender: { keepDistServer: true },
  clientHooks: false,
  clientRouting: false,
  lang: 'pt-BR',
} satisfies Config
