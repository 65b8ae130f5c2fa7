import displayLatin from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import bodyLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

const adminFonts = [
  { family: 'Cormorant Garamond Variable', url: displayLatin, weight: '300 700', stack: 'display' },
  { family: 'Inter Variable', url: bodyLatin, weight: '100 900', stack: 'body' },
] as const

/**
 * The admin's @font-face rules, latin subsets only (Portuguese needs nothing else), and its font stacks: each web
 * font first, then the system stack public pages use (globalStyles.ts). Public pages load no web font: their
 * system fonts paint at once, where a font download held back the first paint by about 0.2 s.
 */
export const adminFontCss = [
  ...adminFonts.map(
    ({ family, url, weight }) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${latinRange}}`,
  ),
  `html:root{${adminFonts.map(({ family, stack }) => `--font-${stack}:'${family}',var(--font-${stack}-system)`).join(';')}}`,
].join('')
