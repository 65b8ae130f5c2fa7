/** A floating-point RGB canvas: SVG layers are rasterised by sharp and composited here. */
import sharp from 'sharp'
import { hash2 } from './random.ts'

export type Blend = 'over' | 'screen' | 'multiply'

/** The picture being painted, as 0..1 RGB floats. */
export class Frame {
  readonly data: Float32Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3)
  }

  /** Rasterises an SVG of the frame's size and composites it with the given blend. */
  async drawSvg(svg: string, blend: Blend = 'over'): Promise<void> {
    const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const out = this.data
    for (let p = 0, q = 0; p < out.length; p += 3, q += 4) {
      const a = data[q + 3]! / 255
      if (a === 0) continue
      for (let c = 0; c < 3; c++) {
        const s = data[q + c]! / 255
        const d = out[p + c]!
        out[p + c] = blend === 'over' ? d + (s - d) * a : blend === 'screen' ? 1 - (1 - d) * (1 - s * a) : d * (1 - a + s * a)
      }
    }
  }

  /** A blurred copy of the pixels (three box passes, close to a gaussian of sigma ≈ radius). */
  blurred(radius: number): Float32Array {
    return blur(this.data, this.width, this.height, 3, radius)
  }
}

/** Separable triple box blur of an interleaved float image. */
export function blur(src: Float32Array, w: number, h: number, channels: number, radius: number): Float32Array {
  const r = Math.max(1, Math.round(radius * 0.85))
  const out = Float32Array.from(src)
  const scratch = new Float32Array(src.length)
  for (let pass = 0; pass < 3; pass++) {
    boxPass(out, scratch, w, h, channels, r, 1, w)
    boxPass(scratch, out, h, w, channels, r, w, 1)
  }
  return out
}

function boxPass(
  src: Float32Array,
  dst: Float32Array,
  len: number,
  lines: number,
  ch: number,
  r: number,
  step: number,
  lineStep: number,
): void {
  const norm = 1 / (2 * r + 1)
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep
    for (let c = 0; c < ch; c++) {
      const at = (i: number) => src[(base + Math.min(len - 1, Math.max(0, i)) * step) * ch + c]!
      let sum = 0
      for (let i = -r; i <= r; i++) sum += at(i)
      for (let i = 0; i < len; i++) {
        dst[(base + i * step) * ch + c] = sum * norm
        sum += at(i + r + 1) - at(i - r)
      }
    }
  }
}

/** The photographic finish applied to every picture. */
export interface Look {
  bloom: number
  vignette: number
  grain: number
  warmth: number
  contrast: number
}

const defaultLook: Look = { bloom: 0.18, vignette: 0.22, grain: 0.018, warmth: 0.02, contrast: 0.12 }

/** Applies the finish, downsamples to the output size and writes a mozjpeg file. */
export async function saveJpeg(frame: Frame, file: string, outWidth: number, outHeight: number, look: Partial<Look> = {}): Promise<number> {
  const { bloom, vignette, grain, warmth, contrast } = { ...defaultLook, ...look }
  const { width: w, height: h, data } = frame
  const glow = bloom > 0 ? blur(brightPass(data), w, h, 3, w / 45) : undefined
  const bytes = new Uint8Array(w * h * 3)
  const scale = w / outWidth
  for (let y = 0, p = 0; y < h; y++) {
    for (let x = 0; x < w; x++, p += 3) {
      const dx = (x / w - 0.5) * 1.1
      const dy = y / h - 0.5
      const v = 1 - vignette * Math.pow(dx * dx + dy * dy, 1.1) * 2
      const n = (hash2(x, y, 7) + hash2(x + 911, y, 13) - 1) * grain * scale
      for (let c = 0; c < 3; c++) {
        let s = data[p + c]! + (glow ? glow[p + c]! * bloom : 0)
        s = s * v + (c === 0 ? warmth : c === 2 ? -warmth : 0) * (1 - s)
        s = tone(s, contrast) + n
        bytes[p + c] = Math.round(Math.min(1, Math.max(0, s)) * 255)
      }
    }
  }
  let image = sharp(bytes, { raw: { width: w, height: h, channels: 3 } })
  if (w !== outWidth || h !== outHeight) image = image.resize(outWidth, outHeight, { kernel: 'lanczos3' })
  const info = await image.jpeg({ quality: 78, mozjpeg: true }).toFile(file)
  return info.size
}

function brightPass(data: Float32Array): Float32Array {
  const out = new Float32Array(data.length)
  for (let p = 0; p < data.length; p += 3) {
    const l = 0.3 * data[p]! + 0.59 * data[p + 1]! + 0.11 * data[p + 2]!
    const k = Math.max(0, l - 0.82) / 0.18
    for (let c = 0; c < 3; c++) out[p + c] = data[p + c]! * k
  }
  return out
}

/** A gentle filmic S-curve with lifted blacks and rolled-off highlights. */
function tone(s: number, contrast: number): number {
  const x = Math.min(1.2, Math.max(0, s))
  const curved = x + contrast * (x - 0.5) * (1 - Math.abs(2 * x - 1))
  const rolled = curved > 0.9 ? 0.9 + (1 - Math.exp(-(curved - 0.9) * 9)) * 0.1 : curved
  return 0.025 + rolled * 0.965
}
