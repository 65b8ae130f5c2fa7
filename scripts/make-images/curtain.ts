/** Curtain panels painted pixel by pixel: folds shaded by a light direction, sheers that let light through. */
import { rgb } from './color.ts'
import type { Frame } from './frame.ts'
import { hash2, noise2 } from './random.ts'

/** How the top of the curtain is made; it shapes the folds near the top. */
export type Heading = 'wave' | 'pinch' | 'box' | 'rings' | 'gather'

/** One curtain panel in frame pixels. */
export interface CurtainSpec {
  x0: number
  x1: number
  top: number
  bottom: number
  /** Extra width gained at the hem, in pixels, on the left and right. */
  flare?: readonly [number, number]
  folds: number
  /** Fold depth: 0.4 shallow, 1 ordinary, 1.4 deep. */
  depth: number
  heading: Heading
  color: string
  /** Opacity of one layer of a sheer; leave out for opaque fabric. */
  sheer?: number
  /** Where the light comes from: -1 left, 1 right. */
  lightDir: number
  /** Ceiling LED grazing down the folds: 0 none, 1 strong. */
  led?: number
  /** Fabric grain: slubs for linen, smooth for blackout. */
  slub?: number
  seed: number
}

const smooth = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}
const frac = (x: number) => x - Math.floor(x)

/** Height of the fabric surface (-1..1) at panel position u, at depth t down the panel. */
function surface(spec: CurtainSpec, u: number, t: number, headerT: number): number {
  const { folds, heading, seed } = spec
  const wander = heading === 'wave' ? 0.15 : 0.9
  const phase = 2 * Math.PI * folds * u + (noise2(u * folds * 0.6, t * 2.2, seed) - 0.5) * wander * (0.3 + t)
  const amp = heading === 'wave' ? 1 : 0.7 + 0.55 * noise2(u * folds * 0.45, t * 1.3, seed + 1)
  const body = amp * Math.cos(phase)
  const below = heading === 'pinch' ? smooth(headerT * 0.85, headerT * 2, t) : smooth(headerT, headerT * 2.6, t)
  const q = frac(folds * u + 0.5) - 0.5
  switch (heading) {
    case 'pinch': {
      const toStitch = Math.min(1, t / headerT)
      const group = 0.15 - 0.11 * toStitch
      const inGroup = Math.exp(-((q / group) ** 4))
      const pinch = inGroup * Math.cos((3 * Math.PI * q) / group) * 0.4 * (1 - 0.6 * toStitch) + (1 - inGroup) * 0.25
      return body * below + pinch * (1 - below)
    }
    case 'box': {
      const faceted = Math.tanh(2.8 * Math.cos(phase)) / Math.tanh(2.8)
      const crease = Math.exp(-(((Math.abs(q) - 0.25) / 0.015) ** 2))
      const header = 0.3 - crease * 0.8
      return header * (1 - below) + (faceted * 0.7 + body * 0.3 - crease * 0.25 * (1 - t)) * below
    }
    case 'gather':
      return body + 0.45 * Math.cos(phase * 2.7 + 1.3) * (1 - below * 0.7)
    default:
      return body
  }
}

/** The top edge: rings hold the fabric at points and it droops in between. */
function topEdge(spec: CurtainSpec, u: number, span: number): number {
  if (spec.heading !== 'rings') return spec.top
  const q = frac(spec.folds * u * 2)
  return spec.top + span * 0.012 * Math.sin(Math.PI * q) ** 2
}

/** Paints one panel into the frame; `behind` is a blurred copy of the frame for sheers. */
export function paintCurtain(frame: Frame, spec: CurtainSpec, behind?: Float32Array): void {
  const { width: W, height: H, data } = frame
  const base = rgb(spec.color)
  const span = spec.bottom - spec.top
  const [flareL, flareR] = spec.flare ?? [0, 0]
  const headerT = Math.min(0.12, ((spec.x1 - spec.x0) / spec.folds / span) * 0.9)
  const lx = spec.lightDir * 0.75
  const lz = 0.66
  const hemAmp = Math.min(14, span * 0.008 * spec.depth)
  const yEnd = Math.min(H - 1, Math.ceil(spec.bottom + hemAmp + 2))
  for (let y = Math.max(0, Math.floor(spec.top)); y <= yEnd; y++) {
    const t = (y - spec.top) / span
    const flare = Math.min(1, Math.max(0, t)) ** 1.6
    const left = spec.x0 - flareL * flare
    const right = spec.x1 + flareR * flare
    const width = right - left
    const slopeScale = spec.depth * 1.6
    for (let x = Math.max(0, Math.floor(left) - 1); x <= Math.min(W - 1, Math.ceil(right) + 1); x++) {
      const u = (x - left) / width
      const cover = Math.min(1, Math.max(0, x - left + 0.5)) * Math.min(1, Math.max(0, right - x + 0.5))
      if (cover <= 0) continue
      const z = surface(spec, u, t, headerT)
      const du = 0.5 / width
      const slope =
        (((surface(spec, u + du, t, headerT) - surface(spec, u - du, t, headerT)) / (2 * du)) * slopeScale) / (2 * Math.PI * spec.folds)
      const yTop = topEdge(spec, u, span)
      const yBottom = spec.bottom + hemAmp * (z + 1) * 0.5
      const vCover = Math.min(1, Math.max(0, y - yTop + 0.5)) * Math.min(1, Math.max(0, yBottom - y + 0.5))
      const alphaCover = cover * vCover
      if (alphaCover <= 0) continue

      const nLen = Math.sqrt(1 + slope * slope)
      const diffuse = Math.max(0, ((-slope * lx + lz) / nLen + 0.35) / 1.35)
      const ao = 0.62 + 0.38 * Math.min(1, Math.max(0, (z + 1) / 2)) ** 0.8
      const topShade = 0.78 + 0.22 * smooth(0, 0.06, t)
      const grain =
        1 +
        0.035 * (noise2(x * 0.45, y * 0.012, spec.seed + 5) - 0.5) +
        (spec.slub ?? 0) * 0.07 * (noise2(x * 0.09, y * 0.45, spec.seed + 6) - 0.5) * (noise2(x * 0.01, y * 0.05, spec.seed + 7) + 0.3) +
        0.04 * (hash2(x, y, spec.seed) - 0.5)
      const seam =
        1 - 0.12 * Math.exp(-(((y - spec.top - headerT * span) / 2.2) ** 2)) * (spec.heading === 'pinch' || spec.heading === 'box' ? 1 : 0)
      let light = (0.56 * ao + 0.46 * diffuse * (0.6 + 0.4 * ao)) * 1.1 * topShade * grain * seam
      if (spec.led) light += spec.led * Math.exp(-(y - spec.top) / (span * 0.18)) * ao ** 2 * 0.9
      const p = (y * W + x) * 3

      if (spec.sheer === undefined) {
        for (let c = 0; c < 3; c++) data[p + c] = data[p + c]! + (base[c]! * light - data[p + c]!) * alphaCover
        continue
      }
      const hemBand = y > yBottom - span * 0.018 ? 1 : 0
      const headBand = y < yTop + span * 0.02 ? 1 : 0
      const layers = nLen * (1 + hemBand + headBand) * (0.9 + 0.2 * grain)
      const alpha = (1 - (1 - spec.sheer) ** layers) * alphaCover
      const b = behind ?? data
      const glow = 0.3 * b[p]! + 0.59 * b[p + 1]! + 0.11 * b[p + 2]!
      for (let c = 0; c < 3; c++) {
        const through = data[p + c]! * 0.35 + b[p + c]! * 0.65
        const fabric = base[c]! * (light * 0.55 + glow * 0.62)
        data[p + c] = through * (1 - alpha) + fabric * alpha
      }
    }
  }
}
