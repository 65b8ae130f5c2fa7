import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { SatoriOptions } from 'satori'

const require = createRequire(import.meta.url)

/**
 * The share cards' type, static latin-subset WOFF files of the fonts the site names (satori reads WOFF and TTF, not
 * the site's variable WOFF2): Cormorant Garamond for titles, Inter for the brand. The latin subset covers Portuguese.
 */
export const cardFontFiles = [
  { name: 'Cormorant Garamond', weight: 600, file: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff' },
  { name: 'Inter', weight: 500, file: '@fontsource/inter/files/inter-latin-500-normal.woff' },
] as const

/** The fonts' files as satori takes them. */
export async function cardFonts(): Promise<SatoriOptions['fonts']> {
  return Promise.all(
    cardFontFiles.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(file)),
    })),
  )
}
