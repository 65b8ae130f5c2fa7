/** The site's colours: the stylesheet's custom properties (globalStyles.ts) and the share cards are drawn from these. */
export const palette = {
  bg: '#fbf8f3',
  surface: '#f3ece2',
  ink: '#2b2621',
  muted: '#5f554b',
  accent: '#a07d5a',
  accentText: '#7a5a3c',
  accentDark: '#5c4430',
  line: '#e6ddd0',
  lineStrong: '#cdbfad',
  green: '#1b7a47',
  greenDark: '#125c35',
} as const
