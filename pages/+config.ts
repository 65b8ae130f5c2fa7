import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  prerender: { keepDistServer: true },
  clientHooks: false,
  lang: 'pt-BR',
} satisfies Config
