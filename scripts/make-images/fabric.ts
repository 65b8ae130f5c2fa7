/** Fabric close-ups: folds lit from the side, the weave visible, light behind the sheer ones. */
import { rgb } from './color.ts'
import { Frame, blur } from './frame.ts'
import { createRng, noise2 } from './random.ts'
import { Svg, r1 } from './svg.ts'
import { type WeaveSample, type WeaveSpec, sampleWeave } from './weave.ts'

/** One layer of cloth filling the frame. */
export interface ClothLayer {
  color: string
  weave: Omit<WeaveSpec, 'seed'>
  /** Folds across the frame and their depth (slope factor). */
  folds: number
  depth: number
  /** Light through a gap between threads and through a thread (0 = opaque cloth). */
  translucency: number
  /** Right edge of the cloth as a fraction of the width (1 = fills the frame). */
  edge?: number
}

/** A close-up: what is behind the cloth and the layers of cloth, back to front. */
export interface ClothScene {
  behind: 'window' | 'dark'
  layers: readonly ClothLayer[]
  /** Side the light comes from: -1 left, 1 right. */
  light: number
  /** Fraction of the height in sharp focus. */
  focus: number
}

/** Paints a close-up at `scale` times the output size, to be downsampled for clean threads. */
export async function paintCloth(width: number, height: number, scene: ClothScene, seed: number, scale = 2): Promise<Frame> {
  const W = width * scale
  const H = height * scale
  const frame = new Frame(W, H)
  await frame.drawSvg(backdrop(W, H, scene.behind, seed))
  const light = frame.blurred(W / 80)
  frame.data.set(light)
  const sample: WeaveSample = { cover: 0, tone: 0 }
  scene.layers.forEach((layer, index) => paintLayer(frame, light, layer, scene.light, seed + index * 31, sample))
  const soft = blur(frame.data, W, H, 3, scale * 3.5)
  for (let y = 0; y < H; y++) {
    const off = Math.max(0, Math.abs(y / H - 0.5) * 2 - scene.focus) / (1 - scene.focus)
    const k = Math.min(1, off * off * 1.4)
    for (let p = y * W * 3; p < (y + 1) * W * 3; p++) frame.data[p] = frame.data[p]! + (soft[p]! - frame.data[p]!) * k
  }
  return frame
}

function paintLayer(frame: Frame, light: Float32Array, layer: ClothLayer, lightDir: number, seed: number, sample: WeaveSample): void {
  const { width: W, height: H, data } = frame
  const base = rgb(layer.color)
  const weave: WeaveSpec = { ...layer.weave, seed }
  const k = (2 * Math.PI * layer.folds) / W
  const amp = layer.depth / k
  const m = (amp * k) ** 2
  const lx = lightDir * 0.8
  const lz = 0.6
  const edgeX = (layer.edge ?? 1.2) * W
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const wander = (noise2((x / W) * 2.2, (y / H) * 1.6, seed) - 0.5) * 2.6 + (noise2((x / W) * 5, (y / H) * 3, seed + 1) - 0.5) * 0.8
      const phase = k * x + wander
      const z = Math.sin(phase) * (0.8 + 0.35 * noise2((x / W) * 3, y / H, seed + 2))
      const slope = amp * k * Math.cos(phase)
      const a = x * (1 + m / 4) + ((amp * amp * k) / 8) * Math.sin(2 * phase)
      const b = y + amp * 0.05 * Math.sin(phase)
      sampleWeave(weave, a, b, sample)
      const edge = Math.min(1, Math.max(0, edgeX + 6 * Math.sin(y / 37) - x))
      const cover = sample.cover * edge
      if (cover <= 0) continue
      const n = Math.sqrt(1 + slope * slope)
      const diffuse = Math.max(0, ((-slope * lx + lz) / n + 0.3) / 1.3)
      const ao = 0.6 + 0.4 * ((z + 1) / 2)
      const lit = (0.38 * ao + 0.72 * diffuse) * sample.tone
      const p = (y * W + x) * 3
      const glow = 0.3 * light[p]! + 0.59 * light[p + 1]! + 0.11 * light[p + 2]!
      const alpha = cover * (1 - (layer.translucency * 0.6) / n)
      for (let c = 0; c < 3; c++) {
        const own = base[c]! * lit * (1 - layer.translucency * 0.5) + base[c]! * glow * layer.translucency * 0.9 * sample.tone
        data[p + c] = data[p + c]! * (1 - alpha) + own * alpha
      }
    }
  }
}

/** A bright window with blurred garden bokeh, or a dim room. */
function backdrop(W: number, H: number, kind: ClothScene['behind'], seed: number): string {
  const svg = new Svg(W, H)
  const rng = createRng(seed)
  if (kind === 'dark') {
    svg.add(
      `<rect width="${W}" height="${H}" fill="${svg.linear([
        [0, '#3a3029'],
        [1, '#1e1814'],
      ])}"/>`,
    )
    return svg.toString()
  }
  svg.add(
    `<rect width="${W}" height="${H}" fill="${svg.linear([
      [0, '#fbf3e2'],
      [0.6, '#f4ead4'],
      [1, '#e9dcc0'],
    ])}"/>`,
  )
  const spots: string[] = []
  for (let i = 0; i < 14; i++) {
    const cx = rng.range(0, W)
    const cy = rng.range(H * 0.35, H * 1.1)
    const r = rng.range(0.06, 0.16) * W
    spots.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${rng.pick(['#b9b48a', '#a7a57a', '#c9c29a', '#9c9c72'])}" opacity="${r1(rng.range(0.35, 0.7))}"/>`,
    )
  }
  svg.add(`<g filter="${svg.blur(W * 0.03)}">${spots.join('')}</g>`)
  svg.add(
    `<rect width="${W}" height="${H}" fill="${svg.radial(
      [
        [0, '#fffaf0', 0.7],
        [1, '#fffaf0', 0],
      ],
      W * 0.35,
      H * 0.25,
      W * 0.6,
      H * 0.6,
    )}"/>`,
  )
  return svg.toString()
}
