/** Boxes in one-point perspective: the building block of every piece of furniture. */
import { shade } from './color.ts'
import type { Layout } from './room.ts'
import { type Svg, points, r1, roundedPath } from './svg.ts'

/** A point on screen. */
export type Pt = readonly [number, number]

/** Extent of a box in metres: x across (0 = frame centre), d out from the back wall, h up from the floor. */
export interface Extent {
  x: readonly [number, number]
  d: readonly [number, number]
  h: readonly [number, number]
}

/** Projects a point in room metres to the screen. */
export function project(layout: Layout, x: number, d: number, h: number): Pt {
  const { y, scale } = layout.at(d)
  return [layout.vanishX + x * scale, y - h * scale]
}

/** Options for painting a box. */
export interface BoxStyle {
  color: string
  /** Corner softness in pixels (upholstery is soft, tables are crisp). */
  round?: number
  /** Side the light comes from: -1 left, 1 right. */
  light?: number
  /** Extra markup (e.g. a grain filter url) applied to the faces. */
  filter?: string
}

/** Paints the visible faces of a box: front, top (below eye level) and the side facing the centre. */
export function box(svg: Svg, layout: Layout, e: Extent, style: BoxStyle): void {
  const P = (x: number, d: number, h: number) => project(layout, x, d, h)
  const [x0, x1] = e.x
  const [d0, d1] = e.d
  const [h0, h1] = e.h
  const round = style.round ?? 0
  const light = style.light ?? 0
  const face = (pts: Pt[], fill: string) => {
    const d = round > 0 ? roundedPath(pts, round) : `M${points(pts)}Z`
    svg.add(`<path d="${d}" fill="${fill}"${style.filter ? ` filter="${style.filter}"` : ''}/>`)
  }
  const eye = eyeHeight(layout)
  const c = style.color
  if (x0 > 0) face([P(x0, d0, h0), P(x0, d1, h0), P(x0, d1, h1), P(x0, d0, h1)], shade(c, light < 0 ? 0.93 : 0.78))
  if (x1 < 0) face([P(x1, d0, h0), P(x1, d1, h0), P(x1, d1, h1), P(x1, d0, h1)], shade(c, light > 0 ? 0.93 : 0.78))
  if (h1 < eye) face([P(x0, d0, h1), P(x1, d0, h1), P(x1, d1, h1), P(x0, d1, h1)], shade(c, 1.07))
  const front = [P(x0, d1, h1), P(x1, d1, h1), P(x1, d1, h0), P(x0, d1, h0)]
  const top = front[0]![1]
  const bottom = front[2]![1]
  face(
    front,
    svg.linear(
      [
        [0, shade(c, 0.93)],
        [1, shade(c, 0.74)],
      ],
      0,
      top,
      0,
      bottom,
      true,
    ),
  )
  if (round > 0) {
    const rim = svg.linear(
      [
        [0, '#fff', 0.18],
        [0.25, '#fff', 0],
      ],
      0,
      top,
      0,
      bottom,
      true,
    )
    svg.add(`<path d="${roundedPath(front, round)}" fill="${rim}"/>`)
  }
}

/** A soft shadow on the floor under a footprint, stretched toward the camera. */
export function floorShadow(svg: Svg, layout: Layout, x: readonly [number, number], d: readonly [number, number], strength = 0.35): void {
  const pts = [
    project(layout, x[0], d[0], 0),
    project(layout, x[1], d[0], 0),
    project(layout, x[1] + 0.1, d[1] + 0.25, 0),
    project(layout, x[0] - 0.1, d[1] + 0.25, 0),
  ]
  const blur = svg.blur(layout.unit * 0.07)
  svg.add(`<polygon points="${points(pts)}" fill="#2a1d12" opacity="${strength}" filter="${blur}"/>`)
  const contact = [
    project(layout, x[0], d[0], 0),
    project(layout, x[1], d[0], 0),
    project(layout, x[1], d[1], 0),
    project(layout, x[0], d[1], 0),
  ]
  svg.add(`<polygon points="${points(contact)}" fill="#20150c" opacity="${strength * 0.9}" filter="${svg.blur(layout.unit * 0.02)}"/>`)
}

/** A vertical cylinder (pot, lamp base, pouf) seen slightly from above. */
export function cylinder(
  svg: Svg,
  layout: Layout,
  x: number,
  d: number,
  h: readonly [number, number],
  radius: number,
  color: string,
  taper = 1,
): void {
  const [bx, by] = project(layout, x, d, h[0])
  const [, ty] = project(layout, x, d, h[1])
  const { scale } = layout.at(d)
  const rx = radius * scale
  const topRx = rx * taper
  const squash = Math.max(0.08, ((layout.floorY - layout.eyeY) / layout.unit - h[1]) * 0.16)
  const body = `M${r1(bx - topRx)} ${r1(ty)} L${r1(bx - rx)} ${r1(by)} A${r1(rx)} ${r1(rx * squash)} 0 0 0 ${r1(bx + rx)} ${r1(by)} L${r1(bx + topRx)} ${r1(ty)}Z`
  const fill = svg.linear(
    [
      [0, shade(color, 0.72)],
      [0.35, shade(color, 1.04)],
      [0.7, color],
      [1, shade(color, 0.66)],
    ],
    bx - rx,
    0,
    bx + rx,
    0,
    true,
  )
  svg.add(`<path d="${body}" fill="${fill}"/>`)
  svg.add(`<ellipse cx="${r1(bx)}" cy="${r1(ty)}" rx="${r1(topRx)}" ry="${r1(topRx * squash)}" fill="${shade(color, 1.08)}"/>`)
}

/** Eye height in metres, for deciding what is seen from above. */
function eyeHeight(layout: Layout): number {
  return (layout.floorY - layout.eyeY) / layout.unit
}

/** A rounded rectangle face standing at depth d (cushions, headboards, screens). */
export function panel(
  svg: Svg,
  layout: Layout,
  x: readonly [number, number],
  d: number,
  h: readonly [number, number],
  fill: string,
  round: number,
): void {
  const [ax, ay] = project(layout, x[0], d, h[1])
  const [bx, by] = project(layout, x[1], d, h[0])
  const rr = Math.min(round * layout.at(d).scale, (bx - ax) / 2, (by - ay) / 2)
  svg.add(`<rect x="${r1(ax)}" y="${r1(ay)}" width="${r1(bx - ax)}" height="${r1(by - ay)}" rx="${r1(rr)}" fill="${fill}"/>`)
}
