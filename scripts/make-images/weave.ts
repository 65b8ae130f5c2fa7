/** A plain weave seen up close: warp and weft threads with slubs, crossings and fibre grain. */
import { hash2, noise2 } from './random.ts'

/** How a cloth is woven, in pixels of the rendered frame. */
export interface WeaveSpec {
  /** Distance between threads. */
  pitch: number
  /** Thread width as a fraction of the pitch (1 closes every gap). */
  thickness: number
  /** Irregular thickening along a thread, linen's signature (0..1). */
  slub: number
  /** How much yarns differ in tone (0..1). */
  yarn: number
  seed: number
}

/** Cover (0..1) and brightness of the cloth at a point; (a, b) are positions along the weft and the warp. */
export interface WeaveSample {
  cover: number
  tone: number
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v))

/** Samples the weave at cloth coordinates `a` (across) and `b` (down). */
export function sampleWeave(spec: WeaveSpec, a: number, b: number, out: WeaveSample): WeaveSample {
  const { pitch, thickness, slub, yarn, seed } = spec
  const ga = a / pitch
  const gb = b / pitch
  const i = Math.floor(ga)
  const j = Math.floor(gb)
  const ua = ga - i - 0.5
  const vb = gb - j - 0.5
  const warpWidth = thickness * 0.5 * (1 + slub * 1.2 * (noise2(i * 7.1, gb * 0.09, seed) - 0.45) + slub * (hash2(i, 3, seed) - 0.5) * 0.5)
  const weftWidth =
    thickness * 0.5 * (1 + slub * 1.6 * (noise2(ga * 0.07, j * 5.3, seed + 1) - 0.45) + slub * (hash2(j, 5, seed) - 0.5) * 0.5)
  const soft = 0.9 / pitch
  const warpCover = clamp01((warpWidth - Math.abs(ua)) / soft + 0.5)
  const weftCover = clamp01((weftWidth - Math.abs(vb)) / soft + 0.5)
  const warpOnTop = (i + j) % 2 === 0
  const warpRound = Math.sqrt(clamp01(1 - (ua / Math.max(0.05, warpWidth)) ** 2))
  const weftRound = Math.sqrt(clamp01(1 - (vb / Math.max(0.05, weftWidth)) ** 2))
  const warpDip = 0.82 + 0.18 * Math.cos(Math.PI * vb)
  const weftDip = 0.82 + 0.18 * Math.cos(Math.PI * ua)
  const warpTone =
    (0.6 + 0.4 * warpRound) * warpDip * (1 + yarn * (hash2(i, 11, seed) - 0.5) * 0.3) * (0.94 + 0.12 * noise2(a * 0.8, b * 0.06, seed + 2))
  const weftTone =
    (0.6 + 0.4 * weftRound) * weftDip * (1 + yarn * (hash2(j, 13, seed) - 0.5) * 0.3) * (0.94 + 0.12 * noise2(a * 0.06, b * 0.8, seed + 3))
  const top = warpOnTop ? warpCover : weftCover
  const under = warpOnTop ? weftCover : warpCover
  const topTone = warpOnTop ? warpTone : weftTone
  const underTone = (warpOnTop ? weftTone : warpTone) * 0.7
  out.cover = clamp01(top + under * (1 - top))
  out.tone = out.cover > 0 ? (top * topTone + under * (1 - top) * underTone) / out.cover : 0
  return out
}
