import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Integration tests: each file starts its own throw-away local stack (PostgreSQL, PostgREST, gateway). */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
})
