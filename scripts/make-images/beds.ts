/** Beds seen from their foot: a double bed with nightstands and a low child's bed. */
import { shade } from './color.ts'
import { type Place, sideTable } from './furniture.ts'
import { box, floorShadow, panel, project } from './solids.ts'
import { points, r1 } from './svg.ts'

/** Colours of the bed linen. */
export interface Linen {
  headboard: string
  duvet: string
  throw: string
  cushions: readonly string[]
}

/** A double bed against the back wall, centred at x, with nightstands and lamps. */
export function bed(at: Place, x: number, width: number, linen: Linen, wood: string, glow: number): void {
  const { svg, layout, light, rng } = at
  const l = x - width / 2
  const r = x + width / 2
  const soft = svg.grain(rng.int(1, 99), '1.1', 0.07)
  sideTable(at, l - 0.45, 0.5, wood, glow)
  sideTable(at, r + 0.45, 0.5, wood, glow)
  const head = linen.headboard
  box(svg, layout, { x: [l - 0.12, r + 0.12], d: [0.02, 0.12], h: [0, 1.25] }, { color: head, round: 10, light, filter: soft })
  const channels: string[] = []
  for (let cx = l; cx <= r + 0.01; cx += (width + 0.24) / 7) {
    const [ax, ay] = project(layout, cx, 0.12, 1.2)
    const [, by] = project(layout, cx, 0.12, 0.6)
    channels.push(`<line x1="${r1(ax)}" y1="${r1(ay)}" x2="${r1(ax)}" y2="${r1(by)}"/>`)
  }
  svg.add(`<g stroke="${shade(head, 0.8)}" stroke-width="1.5" opacity="0.7">${channels.join('')}</g>`)
  floorShadow(svg, layout, [l, r], [0.15, 2.15], 0.3)
  box(svg, layout, { x: [l + 0.02, r - 0.02], d: [0.12, 2.1], h: [0.08, 0.32] }, { color: shade(head, 0.9), round: 6, light })
  for (let i = 0; i < 2; i++) {
    const px = l + 0.08 + i * (width / 2)
    panel(svg, layout, [px, px + width / 2 - 0.16], 0.3, [0.55, 0.98], shade(linen.duvet, 1.04), 0.12)
  }
  linen.cushions.forEach((c, i) => {
    const cx = x + (i - (linen.cushions.length - 1) / 2) * 0.42
    panel(
      svg,
      layout,
      [cx - 0.2, cx + 0.2],
      0.45,
      [0.55, 0.88],
      svg.linear([
        [0, shade(c, 1.04)],
        [1, shade(c, 0.84)],
      ]),
      0.09,
    )
  })
  box(svg, layout, { x: [l, r], d: [0.55, 2.12], h: [0.3, 0.6] }, { color: linen.duvet, round: 16, light, filter: soft })
  const fold = [
    project(layout, l - 0.02, 1.7, 0.61),
    project(layout, r + 0.02, 1.7, 0.61),
    project(layout, r + 0.02, 2.15, 0.61),
    project(layout, l - 0.02, 2.15, 0.61),
  ]
  svg.add(`<polygon points="${points(fold)}" fill="${shade(linen.throw, 1.05)}" filter="${soft}"/>`)
  box(svg, layout, { x: [l - 0.02, r + 0.02], d: [2.13, 2.16], h: [0.44, 0.61] }, { color: linen.throw, round: 4, light, filter: soft })
}

/** A low child's bed with an arched headboard, a pouf and a basket of soft toys. */
export function kidsBed(at: Place, x: number, linen: Linen, wood: string): void {
  const { svg, layout, light } = at
  const [ax, ay] = project(layout, x - 0.55, 0.08, 1.0)
  const [bx, by] = project(layout, x + 0.55, 0.08, 0)
  const w = bx - ax
  svg.add(
    `<path d="M${r1(ax)} ${r1(by)} V${r1(ay + w * 0.35)} A${r1(w / 2)} ${r1(w * 0.38)} 0 0 1 ${r1(bx)} ${r1(ay + w * 0.35)} V${r1(by)}Z" fill="${svg.linear(
      [
        [0, shade(wood, 1.15)],
        [1, shade(wood, 0.85)],
      ],
    )}"/>`,
  )
  floorShadow(svg, layout, [x - 0.5, x + 0.5], [0.1, 1.7], 0.28)
  box(svg, layout, { x: [x - 0.5, x + 0.5], d: [0.1, 1.7], h: [0.05, 0.25] }, { color: wood, light })
  panel(svg, layout, [x - 0.38, x + 0.38], 0.3, [0.36, 0.62], shade(linen.duvet, 1.05), 0.1)
  box(svg, layout, { x: [x - 0.49, x + 0.49], d: [0.45, 1.68], h: [0.22, 0.4] }, { color: linen.duvet, round: 12, light })
  box(svg, layout, { x: [x - 0.5, x + 0.5], d: [1.2, 1.7], h: [0.3, 0.41] }, { color: linen.throw, round: 8, light })
  const [px, py] = project(layout, x + 1.15, 1.3, 0)
  const s = layout.at(1.3).scale
  floorShadow(svg, layout, [x + 0.9, x + 1.4], [1.0, 1.4], 0.25)
  svg.add(
    `<ellipse cx="${r1(px)}" cy="${r1(py - s * 0.18)}" rx="${r1(s * 0.26)}" ry="${r1(s * 0.2)}" fill="${svg.radial(
      [
        [0, shade(linen.cushions[0] ?? '#d9c9b0', 1.1)],
        [1, shade(linen.cushions[0] ?? '#d9c9b0', 0.78)],
      ],
      px - s * 0.08,
      py - s * 0.26,
      s * 0.34,
    )}"/>`,
  )
  const [kx, ky] = project(layout, x - 1.1, 1.0, 0)
  const k = layout.at(1.0).scale
  svg.add(
    `<path d="M${r1(kx - k * 0.2)} ${r1(ky - k * 0.32)} L${r1(kx + k * 0.2)} ${r1(ky - k * 0.32)} L${r1(kx + k * 0.16)} ${r1(ky)} L${r1(kx - k * 0.16)} ${r1(ky)}Z" fill="#c9ad84"/>`,
  )
  for (const [dx, c] of [
    [-0.08, '#efe3d0'],
    [0.09, '#d8b99a'],
  ] as const) {
    svg.add(
      `<circle cx="${r1(kx + dx * k)}" cy="${r1(ky - k * 0.4)}" r="${r1(k * 0.1)}" fill="${c}"/><circle cx="${r1(kx + dx * k - k * 0.06)}" cy="${r1(ky - k * 0.49)}" r="${r1(k * 0.035)}" fill="${c}"/><circle cx="${r1(kx + dx * k + k * 0.06)}" cy="${r1(ky - k * 0.49)}" r="${r1(k * 0.035)}" fill="${c}"/>`,
    )
  }
}
