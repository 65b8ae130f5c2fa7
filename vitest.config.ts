import wyw from '@wyw-in-js/vite'
import { defineConfig } from 'vitest/config'
import { linariaOptions } from './vite.config.ts'

/** unit: engine, schemas and content; integration: the local stack; browser: the production build in Chromium. */
export default defineConfig({
  plugins: [wyw(linariaOptions)],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{engine,schemas,renderer,content}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/globalSetup.ts'], testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false },
      },
    ],
  },
})
