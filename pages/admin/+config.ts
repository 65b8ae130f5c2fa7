import type { Config } from 'vike/types'

/**
 * The admin: a React app, on /admin only, so no public page loads any of it. The server renders its first screen
 * (the sign-in form, or the frame of a screen that needs the session, which only the browser has) and the browser
 * hydrates it. https://vike.dev/clientHooks
 */
export default {
  clientHooks: true,
  prerender: false,
  // Vike's inline module script carries a per-request nonce, so the policy needs no 'unsafe-inline'.
  csp: { nonce: true },
} satisfies Config
