/** Floors painted per pixel in perspective: oak planks with grain, or large stone slabs. */
import { rgb } from './color.ts'
import type { Frame } from './frame.ts'
import { fbm, hash2, noise2 } from './random.ts'
import type { Layout } from './room.ts'

/** Paints planks or slabs below the back wall's floor line. */
export function paintFloor(frame: Frame, layout: Layout, color: string, kind: 'wood' | 'stone', seed: number): void {
  const { width: W, height: H, data } = frame
  const { floorY, eyeY, vanishX, unit } = layout
  const base = rgb(color)
  const camera = 6
  for (let y = Math.ceil(floorY); y < H; y++) {
    const k = (y - eyeY) / (floorY - eyeY)
    const d = camera * (1 - 1 / k)
    const pxPerM = unit * k
    const fade = Math.min(1, pxPerM / 400)
    for (let x = 0; x < W; x++) {
      const X = (x - vanishX) / pxPerM
      const tone = kind === 'wood' ? plank(X, d, pxPerM, seed, fade) : slab(X, d, pxPerM, seed)
      const p = (y * W + x) * 3
      const depthShade = 0.8 + 0.2 * Math.min(1, d / 2.5)
      for (let c = 0; c < 3; c++) data[p + c] = base[c]! * tone * depthShade
    }
  }
}

function plank(X: number, d: number, pxPerM: number, seed: number, fade: number): number {
  const width = 0.19
  const col = Math.floor(X / width)
  const length = 1.6
  const offset = hash2(col, 0, seed) * length
  const row = Math.floor((d + offset) / length)
  const id = hash2(col, row, seed + 1)
  const across = X / width - col
  const along = (d + offset) / length - row
  const gapX = Math.min(1, (0.003 * pxPerM) / 1.2)
  const edge = Math.min(across, 1 - across) * width * pxPerM
  const seamX = edge < 1 ? 1 - 0.35 * gapX : 1
  const endEdge = Math.min(along, 1 - along) * length * pxPerM * 0.25
  const seamD = endEdge < 0.8 ? 0.8 : 1
  const grain = fbm(X * 60 + id * 17, d * 2.2, seed + 3, 3)
  const figure = noise2(X * 190 + id * 9, d * 0.9 + across, seed + 4)
  return (0.9 + 0.16 * id + 0.16 * (grain - 0.5) * fade + 0.06 * (figure - 0.5) * fade) * seamX * seamD
}

function slab(X: number, d: number, pxPerM: number, seed: number): number {
  const size = 0.9
  const cx = Math.floor(X / size)
  const cd = Math.floor(d / size)
  const id = hash2(cx, cd, seed)
  const u = X / size - cx
  const v = d / size - cd
  const grout = Math.min(u, 1 - u) * size * pxPerM < 1 || Math.min(v, 1 - v) * size * pxPerM * 0.3 < 0.7 ? 0.86 : 1
  const cloud = fbm(X * 3 + id * 5, d * 3, seed + 2, 4)
  return (0.93 + 0.07 * id + 0.12 * (cloud - 0.5)) * grout
}
