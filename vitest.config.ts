import wyw from '@wyw-in-js/vite'
import { defineConfig } from 'vitest/config'
import { imagesPlugin } from './build/imagetoolsPlugin.ts'
import { inlineStylesheet } from './build/inlineStylesheet.ts'
import { pageScripts } from './build/pageScripts.ts'
import { contentPlugin } from './build/content.ts'
import { stageRun } from './build/stageRun.ts'
import { linariaOptions, pageScriptFiles, shareCardSources } from './vite.config.ts'

/** unit: engine, schemas and content; integration: the site on the local stack; stack: the stack's own tests (stack/vitest.config.ts); contract: Supabase itself; browser: the production build in Chromium. */
export default defineConfig({
  plugins: [
    imagesPlugin(),
    contentPlugin(stageRun(), shareCardSources),
    wyw(linariaOptions),
    pageScripts(pageScriptFiles),
    ...inlineStylesheet(),
  ],
  test: {
    reporters: ['default', './tests/countsReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{engine,schemas,renderer,content,admin,blog,server,build}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Files share one module graph instead of re-importing React, jsdom and the content each (about 4x
          // faster). Safe while unit tests stay pure: no vi.mock, no stubbed globals or env, own jsdom windows.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/globalSetup.ts'],
          environment: 'node',
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
      // The workspace package's own config and globalSetup: none of the site's plugins.
      'stack/vitest.config.ts',
      {
        extends: true,
        test: {
          // The Supabase behaviour the site relies on: a throw-away local stack, or a hosted project (docs/supabase-contract.md).
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/globalSetup.ts'],
          environment: 'node',
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share one stack and server, and some read totals that admin tests change for a moment.
          fileParallelism: false,
          // Playwright's own waits allow 30 s; a page swap on a busy machine can outlast expect.poll's 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
