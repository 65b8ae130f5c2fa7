/** What is seen through a window: sky, São Paulo's trees and towers, softened by distance. */
import { type Daylight, mix, shade } from './color.ts'
import type { Rng } from './random.ts'
import { type Svg, r1 } from './svg.ts'

/** A rectangle in frame pixels. */
export interface Box {
  x0: number
  x1: number
  top: number
  bottom: number
}

/** Paints the view inside `glass`; `horizon` is the screen y of the distant horizon. */
export function paintView(svg: Svg, glass: Box, horizon: number, day: Daylight, rng: Rng): void {
  const { x0, x1, top, bottom } = glass
  const w = x1 - x0
  const h = bottom - top
  svg.add(`<g clip-path="${svg.clip(x0, top, w, h)}">`)
  svg.add(
    `<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${svg.linear(
      [
        [0, day.skyTop],
        [0.75, day.skyLow],
      ],
      0,
      top,
      0,
      horizon,
      true,
    )}"/>`,
  )
  const soft = svg.blur(Math.max(3, w * 0.012))
  const towers: string[] = []
  for (let x = x0 - w * 0.1; x < x1; x += w * rng.range(0.1, 0.22)) {
    const tw = w * rng.range(0.06, 0.14)
    const th = h * rng.range(0.08, 0.32)
    const tone = mix(day.skyLow, day.lamps > 0.5 ? '#2f3442' : '#c9c3b6', rng.range(0.25, 0.5))
    towers.push(`<rect x="${r1(x)}" y="${r1(horizon - th)}" width="${r1(tw)}" height="${r1(th + h)}" fill="${tone}"/>`)
    if (day.lamps > 0.5) towers.push(windowsLit(x, horizon - th, tw, th, rng))
  }
  const trees: string[] = []
  for (let i = 0; i < Math.round(w / 60) + 6; i++) {
    const cx = x0 + rng.range(-0.1, 1.1) * w
    const cy = horizon + h * rng.range(-0.06, 0.12)
    const r = w * rng.range(0.05, 0.11)
    const leaf = shade(day.foliage, rng.range(0.82, 1.12))
    trees.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r)}" ry="${r1(r * rng.range(0.7, 1))}" fill="${leaf}"/>`)
  }
  svg.add(
    `<g filter="${soft}">${towers.join('')}${trees.join('')}<rect x="${r1(x0)}" y="${r1(horizon + h * 0.1)}" width="${r1(w)}" height="${r1(h)}" fill="${shade(day.foliage, 0.85)}"/></g>`,
  )
  const haze = svg.linear([
    [0, day.skyLow, 0.1],
    [0.6, day.skyLow, 0.35],
    [1, day.skyLow, 0.15],
  ])
  svg.add(`<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${haze}"/></g>`)
}

function windowsLit(x: number, y: number, w: number, h: number, rng: Rng): string {
  const out: string[] = []
  for (let row = y + h * 0.08; row < y + h; row += h * 0.09) {
    for (let col = x + w * 0.12; col < x + w * 0.9; col += w * 0.22) {
      if (rng.chance(0.45))
        out.push(`<rect x="${r1(col)}" y="${r1(row)}" width="${r1(w * 0.1)}" height="${r1(h * 0.035)}" fill="#f6d9a4" opacity="0.8"/>`)
    }
  }
  return out.join('')
}

/** A glass balustrade with a slim handrail, as on São Paulo balconies. */
export function paintRailing(svg: Svg, glass: Box, railY: number): void {
  const { x0, x1, bottom } = glass
  svg.add(`<rect x="${r1(x0)}" y="${r1(railY)}" width="${r1(x1 - x0)}" height="${r1(bottom - railY)}" fill="#dfe6e2" opacity="0.22"/>`)
  svg.add(`<rect x="${r1(x0)}" y="${r1(railY - 3)}" width="${r1(x1 - x0)}" height="4" fill="#6f6a62" opacity="0.55"/>`)
}
