import { fileURLToPath, pathToFileURL } from 'node:url'
import wyw from '@wyw-in-js/vite'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { contentCheckInDev } from './build/devCheck.ts'
import { contentPlugin } from './build/content.ts'
import { previewWarmUp } from './build/devWarmUp.ts'
import { precompressClient } from './build/precompress.ts'
import { SPECULATION_RULES_PATH, speculationRules } from './server/http/speculationRules.ts'
import { imagesPlugin } from './build/imagetoolsPlugin.ts'
import { stageRun } from './build/stageRun.ts'
import { sitemapFiles } from './build/sitemapFiles.ts'
import { inlineStylesheet } from './build/inlineStylesheet.ts'
import { linkedDevStyles } from './build/linkedDevStyles.ts'
import { adminFullReload, withQuietStyles } from './build/devReload.ts'
import { pageScripts } from './build/pageScripts.ts'
import { siteVersionPlugin } from './build/siteVersion.ts'

/** Where the share cards' photos and mark come from (build/content.ts); their words come from the content stage. */
export const shareCardSources = { photos: 'content/images', mark: 'content/public/favicon.svg' }

/** Scripts that pages add themselves (build/pageScripts.ts): the behaviours the inline bootstrap adds. */
export const pageScriptFiles = ['renderer/behaviours.ts']

/**
 * Linaria extracts every `css` block to static CSS at build time. Its own prefixer stays off: it adds legacy
 * and invalid properties (`-ms-grid`, `scroll-snap-snap-align`) to a stylesheet that every page now carries
 * inline; Vite's CSS minifier adds the prefixes the supported browsers still need.
 */
export const linariaOptions = {
  include: ['**/*.{ts,tsx}'],
  prefixer: false,
  babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
}

/** Writes the speculation rules beside the pages; every answer names them (server/http/security.ts). */
const speculationRulesFile = (): Plugin => ({
  name: 'site:speculation-rules',
  apply: 'build',
  generateBundle() {
    if (this.environment.name === 'client')
      this.emitFile({ type: 'asset', fileName: SPECULATION_RULES_PATH.slice(1), source: JSON.stringify(speculationRules) })
  },
})

/**
 * vike-react takes `providePageContext` from 'vike/getPageContext', which in the browser is Client Routing's module:
 * it loads that router into the admin, a page routed by the server, where the router warns in the console
 * (vikejs/vike#3471). The admin's build takes the function from Vike's shared module, where that module gets it too.
 */
const serverRoutedPageContext = (): Plugin => ({
  name: 'site:server-routed-page-context',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  async resolveId(source, importer) {
    if (source !== 'vike/getPageContext' || !importer?.includes('/vike-react/')) return
    const clientRouting = await this.resolve(source, importer, { skipSelf: true })
    return clientRouting && fileURLToPath(new URL('../../shared-server-client/hooks/execHook.js', pathToFileURL(clientRouting.id)))
  },
})

/**
 * The admin's lazy chunks (each screen but sign-in and recovery, supabase-js's client) are named after their module,
 * `assets/chunks/admin-PostsScreen-[hash].js`, so the bench, a browser's network panel and
 * tests/browser/admin/admin-weight.test.ts can tell which screen a request loads. Shared chunks keep Vike's names.
 */
const adminChunkNames = (): Plugin => ({
  name: 'site:admin-chunk-names',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  outputOptions(options) {
    const { chunkFileNames } = options
    if (typeof chunkFileNames !== 'function') throw new Error(`site:admin-chunk-names expected Vike's chunk names, got ${chunkFileNames}`)
    return {
      ...options,
      chunkFileNames: (chunk) =>
        chunk.facadeModuleId?.includes('/admin/app/') ? 'assets/chunks/admin-[name]-[hash].js' : chunkFileNames(chunk),
    }
  },
})

/** The content stage, run once per build and once per save in development, shared by the plugins that read it. */
const content = stageRun()

export default defineConfig({
  /** Brand files the owner may replace (favicon) live with the rest of the content. */
  publicDir: 'content/public',
  plugins: [
    // Ahead of Vike: a page asked for while the preview prepares says so, and a content error answers with the
    // check's messages instead of a failed render.
    previewWarmUp(),
    contentCheckInDev(content),
    // The content, loaded and checked once: a build with errors stops here with the pt-BR report alone.
    contentPlugin(content, shareCardSources),
    vike(),
    imagesPlugin(),
    withQuietStyles(wyw(linariaOptions)),
    adminFullReload(fileURLToPath(new URL('admin/', import.meta.url))),
    linkedDevStyles(),
    // The admin inlines a sheet of its own: the site's styles and the admin's, which no public page carries.
    ...inlineStylesheet({ appPages: ['/pages/admin'], appStyles: ['/admin/app/'] }),
    pageScripts(pageScriptFiles),
    serverRoutedPageContext(),
    adminChunkNames(),
    speculationRulesFile(),
    // The sitemap's index and the prerendered pages' part, as files: they never wait for the database.
    sitemapFiles(content),
    // Brotli and gzip files beside every text file, made once here instead of on every request.
    precompressClient(),
    // The commit the build is made from, which the admin shows as the live version.
    siteVersionPlugin(),
  ],
  build: {
    rolldownOptions: {
      /**
       * No timing report: Linaria's evaluation and the photos' encoding are plugin work that takes most of every
       * build by design, so Rolldown would print it (and ask Vike to label its CSS chunk group) on each one.
       */
      checks: { bundlerTimings: false },
      /**
       * ProseMirror in a file of its own, fetched beside the rest of the post editor: together they neared the
       * 500 kB at which the build warns, and any addition to the editor would have failed it.
       */
      output: { codeSplitting: { groups: [{ name: 'prosemirror', test: /node_modules[\\/]prosemirror-/ }] } },
    },
  },
})
