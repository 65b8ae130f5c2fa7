import wyw from '@wyw-in-js/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { imagesPlugin } from './engine/media/imagetoolsPlugin.ts'

/** Linaria extracts every `css` block to static CSS at build time. */
export const linariaOptions = {
  include: ['**/*.{ts,tsx}'],
  babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
}

export default defineConfig({
  /** Brand files the owner may replace (favicon) live with the rest of the content. */
  publicDir: 'content/public',
  plugins: [vike(), imagesPlugin(), wyw(linariaOptions)],
  /** One small stylesheet for the whole site: a single request, cached across pages. */
  build: { cssCodeSplit: false },
})
