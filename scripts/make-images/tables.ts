/** Tables and chairs: a home-office desk, a dining set with pendants, an armchair. */
import { shade } from './color.ts'
import { type Place, tableLamp } from './furniture.ts'
import { box, cylinder, floorShadow, panel, project } from './solids.ts'
import { r1 } from './svg.ts'

function legs(at: Place, xs: readonly number[], ds: readonly number[], top: number, color: string, t = 0.04): void {
  for (const d of ds)
    for (const x of xs) box(at.svg, at.layout, { x: [x - t / 2, x + t / 2], d: [d - t, d], h: [0, top] }, { color, light: at.light })
}

/** A dining or side chair; `facing` 1 shows its front, -1 its back. */
export function chair(at: Place, x: number, d: number, color: string, wood: string, facing: 1 | -1): void {
  const { svg, layout, light } = at
  floorShadow(svg, layout, [x - 0.24, x + 0.24], [d - 0.48, d], 0.22)
  if (facing === 1) {
    panel(
      svg,
      layout,
      [x - 0.22, x + 0.22],
      d - 0.45,
      [0.45, 0.92],
      svg.linear([
        [0, shade(color, 1.02)],
        [1, shade(color, 0.82)],
      ]),
      0.07,
    )
    legs(at, [x - 0.2, x + 0.2], [d - 0.02], 0.45, wood, 0.035)
    box(svg, layout, { x: [x - 0.24, x + 0.24], d: [d - 0.46, d], h: [0.42, 0.48] }, { color, round: 6, light })
  } else {
    legs(at, [x - 0.2, x + 0.2], [d - 0.4, d - 0.02], 0.45, wood, 0.035)
    box(svg, layout, { x: [x - 0.24, x + 0.24], d: [d - 0.46, d - 0.04], h: [0.42, 0.48] }, { color, round: 6, light })
    panel(
      svg,
      layout,
      [x - 0.23, x + 0.23],
      d,
      [0.44, 0.94],
      svg.linear([
        [0, shade(color, 0.95)],
        [1, shade(color, 0.72)],
      ]),
      0.07,
    )
  }
}

/** A dining table for six with chairs on both sides and pendants over it. */
export function diningSet(at: Place, x: number, d: number, wood: string, seat: string, glow: number): void {
  const { svg, layout, light } = at
  for (const cx of [x - 0.62, x, x + 0.62]) chair(at, cx, d - 0.95, seat, wood, 1)
  floorShadow(svg, layout, [x - 1.05, x + 1.05], [d - 0.95, d], 0.3)
  legs(at, [x - 0.95, x + 0.95], [d - 0.85, d - 0.05], 0.73, shade(wood, 0.85), 0.07)
  box(svg, layout, { x: [x - 1.05, x + 1.05], d: [d - 0.95, d], h: [0.73, 0.77] }, { color: wood, light })
  cylinder(svg, layout, x - 0.25, d - 0.5, [0.77, 0.98], 0.06, '#e8dfd0', 0.55)
  cylinder(svg, layout, x + 0.35, d - 0.45, [0.77, 0.86], 0.13, shade(wood, 1.25), 1.2)
  for (const px of [x - 0.55, x + 0.55]) pendant(at, px, d - 0.45, 1.55, glow)
}

/** A dome pendant on a cord from the ceiling. */
export function pendant(at: Place, x: number, d: number, height: number, glow: number): void {
  const { svg, layout } = at
  const [cx, cy] = project(layout, x, d, height)
  const [, topY] = project(layout, x, d, 2.8)
  const s = layout.at(d).scale
  svg.add(`<line x1="${r1(cx)}" y1="${r1(Math.max(0, topY))}" x2="${r1(cx)}" y2="${r1(cy)}" stroke="#3d342b" stroke-width="1.4"/>`)
  if (glow > 0)
    svg.add(
      `<circle cx="${r1(cx)}" cy="${r1(cy + s * 0.12)}" r="${r1(s * 0.7)}" fill="${svg.radial(
        [
          [0, '#ffdca6', 0.5 * glow],
          [1, '#ffdca6', 0],
        ],
        cx,
        cy + s * 0.12,
        s * 0.7,
      )}"/>`,
    )
  const rr = s * 0.2
  svg.add(
    `<path d="M${r1(cx - rr)} ${r1(cy + rr * 0.55)} A${r1(rr)} ${r1(rr * 0.75)} 0 0 1 ${r1(cx + rr)} ${r1(cy + rr * 0.55)}Z" fill="${svg.linear(
      [
        [0, '#5b4c3e'],
        [1, '#2f2620'],
      ],
    )}"/>`,
  )
  if (glow > 0) svg.add(`<ellipse cx="${r1(cx)}" cy="${r1(cy + rr * 0.55)}" rx="${r1(rr * 0.8)}" ry="${r1(rr * 0.12)}" fill="#fff0d2"/>`)
}

/** A desk facing the window with a laptop, a lamp and books, and its chair. */
export function desk(at: Place, x: number, d: number, wood: string, seat: string, glow: number): void {
  const { svg, layout, light } = at
  floorShadow(svg, layout, [x - 0.75, x + 0.75], [d - 0.7, d], 0.28)
  legs(at, [x - 0.7, x + 0.7], [d - 0.62, d - 0.04], 0.74, shade(wood, 0.7), 0.04)
  box(svg, layout, { x: [x - 0.75, x + 0.75], d: [d - 0.7, d], h: [0.74, 0.77] }, { color: wood, light })
  box(svg, layout, { x: [x - 0.22, x + 0.18], d: [d - 0.38, d - 0.14], h: [0.77, 0.785] }, { color: '#b9b6b0', light })
  const [lx, ly] = project(layout, x - 0.22, d - 0.4, 0.785)
  const [rx] = project(layout, x + 0.18, d - 0.4, 0.785)
  const s = layout.at(d).scale
  svg.add(
    `<polygon points="${r1(lx)},${r1(ly)} ${r1(rx)},${r1(ly)} ${r1(rx - s * 0.01)},${r1(ly - s * 0.25)} ${r1(lx + s * 0.01)},${r1(ly - s * 0.25)}" fill="${svg.linear(
      [
        [0, '#d2cfc9'],
        [1, '#a9a59e'],
      ],
    )}"/>`,
  )
  for (const [i, c] of ['#b7684a', '#e9e0d1', '#7f7f58'].entries())
    box(svg, layout, { x: [x + 0.35, x + 0.62], d: [d - 0.5, d - 0.28], h: [0.77 + i * 0.035, 0.8 + i * 0.035] }, { color: c, light })
  tableLamp(at, x - 0.52, d - 0.45, 0.77, glow)
  chair(at, x + 0.05, d + 0.55, seat, shade(wood, 0.7), -1)
}

/** A deep armchair, a reading corner's centre. */
export function armchair(at: Place, x: number, d: number, color: string, pillow: string): void {
  const { svg, layout, light } = at
  const soft = svg.grain(at.rng.int(1, 99), '1.2', 0.08)
  floorShadow(svg, layout, [x - 0.45, x + 0.45], [d - 0.8, d], 0.3)
  box(
    svg,
    layout,
    { x: [x - 0.36, x + 0.36], d: [d - 0.82, d - 0.62], h: [0.3, 0.86] },
    { color: shade(color, 0.94), round: 14, light, filter: soft },
  )
  panel(
    svg,
    layout,
    [x - 0.2, x + 0.2],
    d - 0.55,
    [0.48, 0.78],
    svg.linear([
      [0, shade(pillow, 1.05)],
      [1, shade(pillow, 0.82)],
    ]),
    0.08,
  )
  box(svg, layout, { x: [x - 0.36, x + 0.36], d: [d - 0.75, d], h: [0.1, 0.46] }, { color, round: 10, light, filter: soft })
  box(svg, layout, { x: [x - 0.46, x - 0.3], d: [d - 0.82, d], h: [0.1, 0.62] }, { color, round: 12, light, filter: soft })
  box(svg, layout, { x: [x + 0.3, x + 0.46], d: [d - 0.82, d], h: [0.1, 0.62] }, { color, round: 12, light, filter: soft })
}
