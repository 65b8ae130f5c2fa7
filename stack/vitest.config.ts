import { defineConfig } from 'vitest/config'

/** The stack's own tests, on one throw-away stack (tests/globalSetup.ts); the root's `npm test` runs them as the project `stack`. */
export default defineConfig({
  test: {
    name: 'stack',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/globalSetup.ts'],
    environment: 'node',
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
})
