import displayLatin from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url'
import bodyLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

/**
 * The admin's @font-face rules, latin subsets only (Portuguese needs nothing else), and its font stacks, which
 * put them first. Public pages load no web font: their system font stacks (globalStyles.ts) paint at once, where
 * a font download held back the first paint by about 0.2 s.
 */
export const adminFontCss = [
  ['Cormorant Garamond Variable', displayLatin, '300 700'],
  ['Inter Variable', bodyLatin, '100 900'],
]
  .map(
    ([family, url, weight]) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${latinRange}}`,
  )
  .join('')
  .concat("html:root{--font-display:'Cormorant Garamond Variable',Georgia,serif;--font-body:'Inter Variable',system-ui,sans-serif}")
