import type { Config } from 'vike/types'

/**
 * The admin: a React app rendered in the browser (the server sends only 'Carregando...'), on /admin only,
 * so no public page loads any of it. https://vike.dev/clientHooks
 */
export default {
  clientHooks: true,
  prerender: false,
} satisfies Config
