import { defineConfig } from 'vitest/config'

/**
 * The container rehearsal (`npm run test:container`): builds the image with docker and rolls two instances behind
 * nginx. Apart from `npm test`, which needs no docker; .ci/run runs both.
 */
export default defineConfig({
  test: {
    name: 'container',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/container/**/*.test.ts'],
    reporters: ['default', './tests/countsReporter.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 1_800_000,
  },
})
