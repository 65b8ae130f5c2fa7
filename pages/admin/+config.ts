import type { Config } from 'vike/types'

/**
 * The admin: a React app rendered in the browser (the server sends only 'Carregando...'), on /admin only,
 * so no public page loads any of it. https://vike.dev/clientHooks
 */
export default {
  clientHooks: true,
  prerender: false,
  // Vike's inline module script carries a per-request nonce, so the policy needs no 'unsafe-inline'.
  csp: { nonce: true },
} satisfies Config
