/** The room shell seen from the front: back wall, ceiling pocket, windows, floor, and the light they make. */
import { type Daylight, type Palette, mix, shade } from './color.ts'
import { type Box, paintRailing, paintView } from './outside.ts'
import type { Rng } from './random.ts'
import { type Svg, points, r1 } from './svg.ts'

/** Where things are in the frame, and how to place furniture in depth. */
export interface Layout {
  width: number
  height: number
  ceilingY: number
  floorY: number
  vanishX: number
  eyeY: number
  /** Pixels per metre on the back wall. */
  unit: number
  /** Depth in metres seen at the bottom edge of the frame. */
  near: number
  windows: Box[]
  /** Screen y and pixels per metre at `d` metres in front of the back wall. */
  at(d: number): { y: number; scale: number }
  /** Screen x of a back-wall x seen at the given scale. */
  x(wallX: number, scale: number): number
}

/** The rooms the scenes show; each furnishes its own way (furnish.ts). */
export type RoomKind = 'living' | 'bedroom' | 'suite' | 'office' | 'dining' | 'balcony' | 'double' | 'kids' | 'reading' | 'detail'

/** What the shell is made of. */
export interface RoomSpec {
  palette: Palette
  day: Daylight
  /** Back wall's floor and ceiling lines, as fractions of the height. */
  floor: number
  ceiling: number
  /** Ceiling height in metres (5.4 for double height). */
  roomHeight: number
  /** Window glass spans as fractions of the width. */
  windows: ReadonlyArray<readonly [number, number]>
  /** Where the sun comes in from: -1 left, 1 right. */
  sunFrom: number
  floorKind: 'wood' | 'stone'
  railing?: boolean
}

/** Lays out the room for the frame size. */
export function layoutRoom(width: number, height: number, spec: RoomSpec): Layout {
  const floorY = spec.floor * height
  const ceilingY = spec.ceiling * height
  const unit = (floorY - ceilingY) / spec.roomHeight
  const eyeY = floorY - unit * 1.45
  const vanishX = width * 0.5
  const camera = 6
  return {
    width,
    height,
    ceilingY,
    floorY,
    vanishX,
    eyeY,
    unit,
    near: camera * (1 - (floorY - eyeY) / (height - eyeY)),
    windows: spec.windows.map(([a, b]) => ({ x0: a * width, x1: b * width, top: ceilingY + unit * 0.12, bottom: floorY })),
    at: (d) => {
      const k = camera / (camera - d)
      return { y: eyeY + (floorY - eyeY) * k, scale: unit * k }
    },
    x: (wallX, scale) => vanishX + (wallX - vanishX) * (scale / unit),
  }
}

/** Paints wall, ceiling, windows with their view, floor and sunlight. */
export function paintRoom(svg: Svg, layout: Layout, spec: RoomSpec, rng: Rng): void {
  const { width: W, height: H, floorY } = layout
  const { palette: p, day } = spec
  const wall = shade(p.wall, day.ambient)
  svg.add(
    `<rect width="${W}" height="${H}" fill="${svg.linear(
      [
        [0, shade(wall, 0.9)],
        [0.55, wall],
        [1, shade(wall, 0.94)],
      ],
      0,
      0,
      0,
      floorY,
      true,
    )}"/>`,
  )
  svg.add(`<rect width="${W}" height="${r1(floorY)}" fill="${wall}" filter="${svg.grain(rng.int(1, 99), '0.9', 0.05)}" opacity="0.6"/>`)
  for (const win of layout.windows) {
    const cx = (win.x0 + win.x1) / 2
    const glow = svg.radial(
      [
        [0, day.sun, 0.55 * day.sunStrength + 0.1],
        [1, day.sun, 0],
      ],
      cx,
      (win.top + win.bottom) / 2,
      (win.x1 - win.x0) * 1.1,
      H * 0.75,
    )
    svg.add(`<rect width="${W}" height="${r1(floorY)}" fill="${glow}"/>`)
  }
  paintCeiling(svg, layout, spec)
  for (const win of layout.windows) paintWindow(svg, layout, win, spec, rng)
}

function paintCeiling(svg: Svg, layout: Layout, spec: RoomSpec): void {
  const { width: W, ceilingY, unit } = layout
  if (ceilingY <= 0) return
  const c = shade(spec.palette.ceiling, spec.day.ambient * 0.97)
  svg.add(
    `<rect width="${W}" height="${r1(ceilingY)}" fill="${svg.linear([
      [0, shade(c, 0.95)],
      [1, c],
    ])}"/>`,
  )
  const pocket = unit * 0.06
  svg.add(
    `<rect y="${r1(ceilingY - pocket)}" width="${W}" height="${r1(pocket + 1)}" fill="${svg.linear([
      [0, shade(c, 0.55)],
      [1, shade(c, 0.78)],
    ])}"/>`,
  )
}

/** Baseboard, the window's reflection on the floor and the patch of sun: drawn over the painted floor. */
export function paintFloorLight(svg: Svg, layout: Layout, spec: RoomSpec): void {
  const { width: W, height: H, floorY, unit } = layout
  const { day } = spec
  svg.add(
    `<rect y="${r1(floorY)}" width="${W}" height="${r1(H - floorY)}" fill="${svg.linear([
      [0, '#2b1d12', 0.35],
      [0.12, '#2b1d12', 0],
    ])}"/>`,
  )
  for (const win of layout.windows) {
    const reflect = svg.blur(unit * 0.1)
    svg.add(
      `<rect x="${r1(win.x0)}" y="${r1(floorY)}" width="${r1(win.x1 - win.x0)}" height="${r1((H - floorY) * 0.8)}" fill="${svg.linear([
        [0, day.skyLow, 0.4],
        [1, day.skyLow, 0],
      ])}" filter="${reflect}"/>`,
    )
    if (day.sunStrength < 0.3) continue
    const reach = (H - floorY) * 0.9
    const skew = spec.sunFrom * -unit * 1.6
    const patch = points([
      [win.x0, floorY],
      [win.x1, floorY],
      [win.x1 + skew, floorY + reach],
      [win.x0 + skew, floorY + reach],
    ])
    const sunFill = svg.linear([
      [0, day.sun, 0.45 * day.sunStrength],
      [1, day.sun, 0],
    ])
    svg.add(`<polygon points="${patch}" fill="${sunFill}" filter="${svg.blur(unit * 0.08)}"/>`)
  }
  const trim = shade(spec.palette.trim, day.ambient)
  const fill = svg.linear([
    [0, shade(trim, 1.02)],
    [1, shade(trim, 0.9)],
  ])
  const edges = [0, ...layout.windows.flatMap((w) => [w.x0, w.x1]), W]
  for (let i = 0; i < edges.length; i += 2) {
    svg.add(
      `<rect x="${r1(edges[i]!)}" y="${r1(floorY - unit * 0.1)}" width="${r1(edges[i + 1]! - edges[i]!)}" height="${r1(unit * 0.1)}" fill="${fill}"/>`,
    )
  }
}

function paintWindow(svg: Svg, layout: Layout, win: Box, spec: RoomSpec, rng: Rng): void {
  const { day } = spec
  paintView(svg, win, layout.eyeY + layout.unit * 0.2, day, rng)
  if (spec.railing) paintRailing(svg, win, win.bottom - layout.unit * 1.05)
  const frame = day.lamps > 0.5 ? '#3b3631' : mix('#4a443d', spec.palette.trim, 0.35)
  const bar = Math.max(3, layout.unit * 0.035)
  const panes = Math.max(2, Math.round((win.x1 - win.x0) / (layout.unit * 1.1)))
  const bars: string[] = [
    `<rect x="${r1(win.x0 - bar)}" y="${r1(win.top - bar)}" width="${r1(win.x1 - win.x0 + 2 * bar)}" height="${r1(bar)}"/>`,
  ]
  for (let i = 0; i <= panes; i++) {
    const x = win.x0 + ((win.x1 - win.x0) * i) / panes
    bars.push(`<rect x="${r1(x - bar / 2)}" y="${r1(win.top)}" width="${r1(bar)}" height="${r1(win.bottom - win.top)}"/>`)
  }
  svg.add(`<g fill="${frame}" opacity="0.85">${bars.join('')}</g>`)
}
