/** Colour maths and the house palettes: warm neutrals with terracotta and olive accents. */
export type Rgb = readonly [number, number, number]

/** `#rrggbb` to linear-ish 0..1 channels (we mix in sRGB, like a painter). */
export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}

/** 0..1 channels back to `#rrggbb`. */
function hex(c: Rgb): string {
  const to = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, '0')
  return `#${to(c[0])}${to(c[1])}${to(c[2])}`
}

/** Linear blend of two hex colours. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** Darken (k < 1) or lighten (k > 1) a hex colour. */
export function shade(c: string, k: number): string {
  return k < 1 ? mix(c, '#1c140e', 1 - k) : mix(c, '#fffaf0', k - 1)
}

/** Colours of one room: surfaces, textiles and accents. */
export interface Palette {
  wall: string
  ceiling: string
  floor: string
  trim: string
  curtain: string
  sheer: string
  sofa: string
  wood: string
  accent: string
  accent2: string
  rug: string
}

/** The light of a moment of the day: what is outside and how it tints the room. */
export interface Daylight {
  skyTop: string
  skyLow: string
  foliage: string
  sun: string
  ambient: number
  sunStrength: number
  lamps: number
}

/** Named room palettes. */
export const palettes = {
  linen: {
    wall: '#ece3d5',
    ceiling: '#f3eee6',
    floor: '#a98c6e',
    trim: '#f6f1e8',
    curtain: '#d8cab2',
    sheer: '#faf6ee',
    sofa: '#e4d9c6',
    wood: '#8a6444',
    accent: '#b5694b',
    accent2: '#7f7f58',
    rug: '#d9ccb8',
  },
  sand: {
    wall: '#e6d7c1',
    ceiling: '#f1e9dc',
    floor: '#98795c',
    trim: '#f4ede1',
    curtain: '#c9b190',
    sheer: '#f8f1e4',
    sofa: '#f0e8da',
    wood: '#6e4f37',
    accent: '#a95e42',
    accent2: '#8a8a62',
    rug: '#e7dccb',
  },
  ivory: {
    wall: '#f2ede4',
    ceiling: '#f7f4ee',
    floor: '#bba184',
    trim: '#fbf8f2',
    curtain: '#e9e0d0',
    sheer: '#fdfaf4',
    sofa: '#cfc2ad',
    wood: '#9b7453',
    accent: '#c07b5b',
    accent2: '#6f7552',
    rug: '#e2d6c2',
  },
  taupe: {
    wall: '#d9cdbd',
    ceiling: '#ece4d8',
    floor: '#7d6550',
    trim: '#efe8dc',
    curtain: '#8e7b69',
    sheer: '#f5efe5',
    sofa: '#e9e1d3',
    wood: '#5b4231',
    accent: '#b4654a',
    accent2: '#6b6e4d',
    rug: '#c9b9a3',
  },
  olive: {
    wall: '#e4dfcf',
    ceiling: '#efebe0',
    floor: '#a08265',
    trim: '#f3f0e6',
    curtain: '#8f8c66',
    sheer: '#f8f5ea',
    sofa: '#e8e0cf',
    wood: '#7a5a3f',
    accent: '#b86e4e',
    accent2: '#6e7450',
    rug: '#d8cfb9',
  },
  terracotta: {
    wall: '#eadccb',
    ceiling: '#f3ebe0',
    floor: '#a48467',
    trim: '#f5efe6',
    curtain: '#c08a6c',
    sheer: '#fbf4ea',
    sofa: '#efe5d6',
    wood: '#754f36',
    accent: '#a9573b',
    accent2: '#7b7c57',
    rug: '#dccab3',
  },
  greige: {
    wall: '#ddd6cb',
    ceiling: '#ede9e2',
    floor: '#8d6d53',
    trim: '#f1ede6',
    curtain: '#b3a693',
    sheer: '#f6f3ec',
    sofa: '#c9bba5',
    wood: '#634835',
    accent: '#9f6a50',
    accent2: '#5f6b4c',
    rug: '#cfc4b3',
  },
} satisfies Record<string, Palette>

/** Named moments of daylight. */
export const daylights = {
  morning: { skyTop: '#dfe7e6', skyLow: '#f6efdf', foliage: '#8d9a74', sun: '#fff3da', ambient: 0.96, sunStrength: 0.55, lamps: 0 },
  afternoon: { skyTop: '#f3e4c8', skyLow: '#fbf1dc', foliage: '#9a9466', sun: '#ffe6bd', ambient: 0.93, sunStrength: 0.8, lamps: 0 },
  golden: { skyTop: '#f1cf9e', skyLow: '#f9e2bb', foliage: '#8f7f55', sun: '#ffd59a', ambient: 0.86, sunStrength: 1, lamps: 0.25 },
  overcast: { skyTop: '#e4e3dd', skyLow: '#f1eee6', foliage: '#939a84', sun: '#f6f1e8', ambient: 0.92, sunStrength: 0.2, lamps: 0.1 },
  dusk: { skyTop: '#55627a', skyLow: '#c9a58a', foliage: '#3c4236', sun: '#ffc98a', ambient: 0.6, sunStrength: 0, lamps: 1 },
} satisfies Record<string, Daylight>

export type PaletteName = keyof typeof palettes
export type DaylightName = keyof typeof daylights
