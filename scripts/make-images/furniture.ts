/** Upholstered and wooden furniture built from perspective boxes. */
import { shade } from './color.ts'
import type { Rng } from './random.ts'
import type { Layout } from './room.ts'
import { box, cylinder, floorShadow, panel, project } from './solids.ts'
import { type Svg, points, r1 } from './svg.ts'

/** Shared inputs of every furniture builder. */
export interface Place {
  svg: Svg
  layout: Layout
  rng: Rng
  /** Side the daylight comes from: -1 left, 1 right. */
  light: number
}

/** A sofa facing the camera, centred at x metres, front edge at depth d. */
export function sofa(at: Place, x: number, d: number, width: number, color: string, pillows: readonly string[]): void {
  const { svg, layout, light } = at
  const l = x - width / 2
  const r = x + width / 2
  const soft = svg.grain(at.rng.int(1, 99), '1.2', 0.08)
  floorShadow(svg, layout, [l, r], [d - 0.9, d])
  box(
    svg,
    layout,
    { x: [l + 0.12, r - 0.12], d: [d - 0.92, d - 0.72], h: [0.3, 0.8] },
    { color: shade(color, 0.94), round: 14, light, filter: soft },
  )
  const n = Math.max(2, Math.round((width - 0.5) / 0.8))
  const cw = (width - 0.46) / n
  for (let i = 0; i < n; i++)
    panel(svg, layout, [l + 0.23 + i * cw + 0.01, l + 0.23 + (i + 1) * cw - 0.01], d - 0.7, [0.4, 0.78], shade(color, 1.02), 0.09)
  pillows.forEach((c, i) => {
    const px = l + 0.35 + (i * (width - 0.7)) / Math.max(1, pillows.length - 1)
    const [cx, cy] = project(layout, px, d - 0.55, 0.62)
    const s = layout.at(d - 0.55).scale * 0.44
    const tilt = at.rng.range(-7, 7)
    svg.add(
      `<rect x="${r1(cx - s / 2)}" y="${r1(cy - s / 2)}" width="${r1(s)}" height="${r1(s)}" rx="${r1(s * 0.22)}" fill="${svg.linear([
        [0, shade(c, 1.05)],
        [1, shade(c, 0.82)],
      ])}" transform="rotate(${r1(tilt)} ${r1(cx)} ${r1(cy)})" filter="${soft}"/>`,
    )
  })
  box(svg, layout, { x: [l + 0.02, r - 0.02], d: [d - 0.85, d], h: [0.1, 0.42] }, { color: shade(color, 0.92), round: 10, light })
  for (let i = 0; i < n; i++)
    box(
      svg,
      layout,
      { x: [l + 0.23 + i * cw + 0.01, l + 0.23 + (i + 1) * cw - 0.01], d: [d - 0.66, d - 0.02], h: [0.4, 0.5] },
      { color, round: 9, light, filter: soft },
    )
  box(svg, layout, { x: [l, l + 0.23], d: [d - 0.92, d], h: [0.1, 0.62] }, { color, round: 12, light, filter: soft })
  box(svg, layout, { x: [r - 0.23, r], d: [d - 0.92, d], h: [0.1, 0.62] }, { color, round: 12, light, filter: soft })
  for (const lx of [l + 0.06, r - 0.1]) box(svg, layout, { x: [lx, lx + 0.04], d: [d - 0.08, d - 0.04], h: [0, 0.1] }, { color: '#3a2a1e' })
}

/** A round pedestal coffee table with a vase of branches and a pair of books. */
export function coffeeTable(at: Place, x: number, d: number, wood: string, accent: string): void {
  const { svg, layout } = at
  const [sx, back] = project(layout, x, d - 0.95, 0)
  const [, front] = project(layout, x, d + 0.05, 0)
  const rx = layout.at(d - 0.45).scale * 0.6
  svg.add(
    `<ellipse cx="${r1(sx)}" cy="${r1((back + front) / 2)}" rx="${r1(rx)}" ry="${r1((front - back) / 2)}" fill="#2a1d12" opacity="0.3" filter="${svg.blur(layout.unit * 0.06)}"/>`,
  )
  cylinder(svg, layout, x, d - 0.45, [0, 0.34], 0.3, shade(wood, 0.85), 0.85)
  cylinder(svg, layout, x, d - 0.45, [0.34, 0.4], 0.52, wood)
  box(svg, layout, { x: [x + 0.05, x + 0.33], d: [d - 0.6, d - 0.38], h: [0.4, 0.44] }, { color: '#efe7da' })
  box(svg, layout, { x: [x + 0.07, x + 0.31], d: [d - 0.58, d - 0.4], h: [0.44, 0.47] }, { color: shade(accent, 1.1) })
  cylinder(svg, layout, x - 0.18, d - 0.5, [0.4, 0.6], 0.07, '#ece4d6', 0.7)
  const [bx, by] = project(layout, x - 0.18, d - 0.5, 0.6)
  const s = layout.at(d).scale
  const twigs = [-0.35, -0.1, 0.15, 0.4].map(
    (a) => `<path d="M${r1(bx)} ${r1(by)} q${r1(a * s * 0.2)} ${r1(-s * 0.25)} ${r1(a * s * 0.4)} ${r1(-s * 0.45)}"/>`,
  )
  svg.add(`<g stroke="#6b5a45" stroke-width="${r1(s * 0.007)}" fill="none" opacity="0.8">${twigs.join('')}</g>`)
}

/** A table lamp; it glows when the room's lamps are on. */
export function tableLamp(at: Place, x: number, d: number, baseH: number, glow: number, color = '#e9dfcf'): void {
  const { svg, layout } = at
  cylinder(svg, layout, x, d, [baseH, baseH + 0.32], 0.07, '#cbb89c', 0.6)
  const [cx, cy] = project(layout, x, d, baseH + 0.55)
  const s = layout.at(d).scale
  if (glow > 0)
    svg.add(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s * 0.6)}" fill="${svg.radial(
        [
          [0, '#ffd9a0', 0.55 * glow],
          [1, '#ffd9a0', 0],
        ],
        cx,
        cy,
        s * 0.6,
      )}"/>`,
    )
  const shadeFill =
    glow > 0
      ? svg.linear([
          [0, '#fff1d6'],
          [1, '#f3cf94'],
        ])
      : svg.linear([
          [0, shade(color, 1.05)],
          [1, shade(color, 0.85)],
        ])
  svg.add(
    `<polygon points="${points([
      [cx - s * 0.13, cy - s * 0.13],
      [cx + s * 0.13, cy - s * 0.13],
      [cx + s * 0.2, cy + s * 0.12],
      [cx - s * 0.2, cy + s * 0.12],
    ])}" fill="${shadeFill}"/>`,
  )
}

/** A wooden side table or nightstand with a lamp. */
export function sideTable(at: Place, x: number, d: number, wood: string, glow: number): void {
  const { svg, layout, light } = at
  floorShadow(svg, layout, [x - 0.25, x + 0.25], [d - 0.45, d], 0.28)
  box(svg, layout, { x: [x - 0.25, x + 0.25], d: [d - 0.45, d], h: [0, 0.55] }, { color: wood, light })
  const [ax, ay] = project(layout, x - 0.21, d, 0.3)
  const [bx] = project(layout, x + 0.21, d, 0.3)
  svg.add(`<line x1="${r1(ax)}" y1="${r1(ay)}" x2="${r1(bx)}" y2="${r1(ay)}" stroke="${shade(wood, 0.6)}" stroke-width="1.5"/>`)
  tableLamp(at, x, d - 0.22, 0.55, glow)
}

/** A flat-woven rug on the floor between two depths. */
export function rug(at: Place, x: readonly [number, number], d: readonly [number, number], color: string): void {
  const { svg, layout } = at
  const pts = [
    project(layout, x[0], d[0], 0),
    project(layout, x[1], d[0], 0),
    project(layout, x[1], d[1], 0),
    project(layout, x[0], d[1], 0),
  ]
  svg.add(
    `<polygon points="${points(pts)}" fill="${svg.linear([
      [0, shade(color, 0.9)],
      [1, shade(color, 1.04)],
    ])}" filter="${svg.grain(at.rng.int(1, 99), '0.7 0.35', 0.1)}"/>`,
  )
  const inner = [
    project(layout, x[0] + 0.12, d[0] + 0.12, 0),
    project(layout, x[1] - 0.12, d[0] + 0.12, 0),
    project(layout, x[1] - 0.12, d[1] - 0.12, 0),
    project(layout, x[0] + 0.12, d[1] - 0.12, 0),
  ]
  svg.add(
    `<polygon points="${points(inner)}" fill="none" stroke="${shade(color, 0.8)}" stroke-width="${r1(layout.at(d[1]).scale * 0.012)}" opacity="0.6"/>`,
  )
}
