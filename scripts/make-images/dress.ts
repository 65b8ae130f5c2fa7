/** Dressing a window: which panels hang where, and the rod or track that holds them. */
import { shade } from './color.ts'
import type { CurtainSpec, Heading } from './curtain.ts'
import type { Box } from './outside.ts'
import type { Rng } from './random.ts'
import type { Layout } from './room.ts'
import { type Svg, r1 } from './svg.ts'

/** How a window is dressed. */
export interface Dressing {
  fabric: string
  sheer?: string
  heading: Heading
  /** 0 = side panels pulled fully open, 1 = closed over the glass. */
  closed: number
  hardware: 'pocket' | 'track' | 'rod'
  depth?: number
  slub?: number
  led?: number
  /** Fabric panels drawn over the whole wall rather than beside the window. */
  wall?: boolean
}

/** The top of the curtains under the chosen hardware. */
export function curtainTop(layout: Layout, hardware: Dressing['hardware']): number {
  const { ceilingY, unit } = layout
  return hardware === 'rod' ? ceilingY + unit * 0.22 : hardware === 'track' ? ceilingY + unit * 0.03 : ceilingY - 1
}

/** The panels for one window, back to front: the sheer first, then the fabric. */
export function dressWindow(layout: Layout, win: Box, dressing: Dressing, light: number, rng: Rng): CurtainSpec[] {
  const top = curtainTop(layout, dressing.hardware)
  const bottom = layout.floorY + layout.unit * 0.01
  const span = win.x1 - win.x0
  const margin = dressing.wall ? span * 0.02 : Math.min(span * 0.28, layout.unit * 0.55)
  const base = { top, bottom, heading: dressing.heading, lightDir: light, led: dressing.led ?? 0 }
  const foldWidth = layout.unit * (dressing.heading === 'wave' ? 0.2 : 0.16)
  const panels: CurtainSpec[] = []
  if (dressing.sheer) {
    const x0 = win.x0 - margin * 0.6
    const x1 = win.x1 + margin * 0.6
    panels.push({
      ...base,
      x0,
      x1,
      folds: Math.round((x1 - x0) / (foldWidth * 0.8)),
      depth: 0.65,
      color: dressing.sheer,
      sheer: 0.42,
      lightDir: 0,
      seed: rng.seed(),
    })
  }
  const open = layout.unit * 0.45 + (span / 2) * dressing.closed
  const sides: Array<readonly [number, number, number]> = [
    [win.x0 - margin, win.x0 - margin + open, 1],
    [win.x1 + margin - open, win.x1 + margin, -1],
  ]
  for (const [x0, x1, toward] of sides) {
    const flare = layout.unit * 0.12 * (1 - dressing.closed)
    panels.push({
      ...base,
      x0,
      x1,
      flare: toward > 0 ? [flare * 0.2, flare] : [flare, flare * 0.2],
      folds: Math.max(3, Math.round((x1 - x0) / foldWidth)),
      depth: dressing.depth ?? 1,
      color: dressing.fabric,
      slub: dressing.slub ?? 0.6,
      seed: rng.seed(),
    })
  }
  return panels
}

/** Draws the rod with rings or the slim track over the curtain tops. */
export function paintHardware(
  svg: Svg,
  layout: Layout,
  from: number,
  to: number,
  dressing: Dressing,
  panels: readonly CurtainSpec[],
): void {
  const { unit } = layout
  if (dressing.hardware === 'rod') {
    const y = curtainTop(layout, 'rod') - unit * 0.025
    const rod = unit * 0.028
    const metal = '#6d5a46'
    svg.add(
      `<rect x="${r1(from - unit * 0.15)}" y="${r1(y - rod / 2)}" width="${r1(to - from + unit * 0.3)}" height="${r1(rod)}" rx="${r1(rod / 2)}" fill="${svg.linear(
        [
          [0, shade(metal, 1.3)],
          [0.5, metal],
          [1, shade(metal, 0.6)],
        ],
      )}"/>`,
    )
    for (const x of [from - unit * 0.16, to + unit * 0.16])
      svg.add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rod * 1.25)}" fill="${shade(metal, 0.9)}"/>`)
    const rings: string[] = []
    for (const p of panels) {
      if (p.sheer !== undefined) continue
      const n = p.folds * 2
      for (let i = 0; i <= n; i++)
        rings.push(
          `<ellipse cx="${r1(p.x0 + ((p.x1 - p.x0) * i) / n)}" cy="${r1(y + rod * 0.2)}" rx="${r1(rod * 0.75)}" ry="${r1(rod * 1.05)}"/>`,
        )
    }
    svg.add(`<g fill="none" stroke="${shade(metal, 0.8)}" stroke-width="${r1(Math.max(1.2, rod * 0.3))}">${rings.join('')}</g>`)
  } else if (dressing.hardware === 'track') {
    const y = layout.ceilingY
    const h = unit * 0.035
    svg.add(
      `<rect x="${r1(from)}" y="${r1(y)}" width="${r1(to - from)}" height="${r1(h)}" fill="${svg.linear([
        [0, '#f4f1ec'],
        [1, '#c9c3b9'],
      ])}"/>`,
    )
    svg.add(`<rect x="${r1(from)}" y="${r1(y + h)}" width="${r1(to - from)}" height="${r1(h * 0.35)}" fill="#000" opacity="0.12"/>`)
  }
}
