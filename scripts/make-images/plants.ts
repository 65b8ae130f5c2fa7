/** Potted plants: broad-leaf fig, arching palm and a small olive tree. */
import { shade } from './color.ts'
import type { Place } from './furniture.ts'
import { cylinder, floorShadow, project } from './solids.ts'
import { r1 } from './svg.ts'

export type PlantKind = 'fig' | 'palm' | 'olive'

const greens = ['#6f7a4f', '#7c875a', '#5f6b44', '#8a9163', '#687451']

/** A plant in a pot standing at x metres, depth d; `height` in metres. */
export function plant(at: Place, kind: PlantKind, x: number, d: number, height: number, pot: string): void {
  const { svg, layout, rng } = at
  const s = layout.at(d).scale
  floorShadow(svg, layout, [x - 0.22, x + 0.22], [d - 0.3, d], 0.3)
  cylinder(svg, layout, x, d - 0.15, [0, 0.42], 0.19, pot, 1.1)
  const [bx, by] = project(layout, x, d - 0.15, 0.42)
  const leaves: string[] = []
  const leafShade = (k: number) => shade(rng.pick(greens), k)
  if (kind === 'palm') {
    for (let i = 0; i < 16; i++) {
      const a = -Math.PI / 2 + rng.range(-1.25, 1.25)
      const len = s * height * rng.range(0.55, 1)
      const tipX = bx + Math.cos(a) * len
      const tipY = by + Math.sin(a) * len * 0.95 + len * 0.25 * Math.abs(Math.cos(a))
      const ctrlX = bx + Math.cos(a) * len * 0.3
      const ctrlY = by - len * 0.75
      const wdt = s * 0.045
      leaves.push(
        `<path d="M${r1(bx - wdt)} ${r1(by)} Q${r1(ctrlX - wdt)} ${r1(ctrlY)} ${r1(tipX)} ${r1(tipY)} Q${r1(ctrlX + wdt * 2)} ${r1(ctrlY + wdt)} ${r1(bx + wdt)} ${r1(by)}Z" fill="${leafShade(rng.range(0.85, 1.15))}"/>`,
      )
    }
  } else {
    const stems = kind === 'fig' ? 3 : 1
    const tops: Array<readonly [number, number]> = []
    for (let i = 0; i < stems; i++) {
      const tx = bx + (i - (stems - 1) / 2) * s * 0.14 + rng.range(-0.04, 0.04) * s
      const ty = by - s * height * rng.range(0.75, 1)
      tops.push([tx, ty])
      leaves.push(
        `<path d="M${r1(bx)} ${r1(by)} Q${r1((bx + tx) / 2 + rng.range(-0.05, 0.05) * s)} ${r1((by + ty) / 2)} ${r1(tx)} ${r1(ty)}" stroke="#5b4a38" stroke-width="${r1(s * (kind === 'olive' ? 0.035 : 0.018))}" fill="none"/>`,
      )
    }
    const count = kind === 'fig' ? 70 : 220
    for (let i = 0; i < count; i++) {
      const [tx, ty] = rng.pick(tops)
      const spread = kind === 'fig' ? s * 0.42 : s * 0.4
      const lx = tx + rng.range(-1, 1) * spread * (kind === 'fig' ? 0.8 : 1)
      const ly = kind === 'fig' ? ty + rng.range(-0.15, 1) * s * height * 0.55 : ty + rng.range(-0.8, 0.7) * spread * 0.75
      const len = kind === 'fig' ? s * rng.range(0.08, 0.12) : s * rng.range(0.04, 0.06)
      const ang = rng.range(-70, 70) + (lx < tx ? -25 : 25)
      const color =
        kind === 'olive' ? shade('#8c9477', rng.range(0.75, 1.15)) : leafShade(rng.range(0.75, 1.2) - ((ly - ty) / (s * height)) * 0.15)
      const rx = len * (kind === 'fig' ? 0.62 : 0.28)
      const turn = `transform="rotate(${r1(ang)} ${r1(lx)} ${r1(ly)})"`
      leaves.push(`<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(rx)}" ry="${r1(len)}" fill="${color}" ${turn}/>`)
      if (kind === 'fig') {
        leaves.push(
          `<ellipse cx="${r1(lx + rx * 0.3 * at.light)}" cy="${r1(ly - len * 0.1)}" rx="${r1(rx * 0.55)}" ry="${r1(len * 0.8)}" fill="#f4f0d8" opacity="0.16" ${turn}/>`,
        )
        leaves.push(
          `<line x1="${r1(lx)}" y1="${r1(ly - len * 0.85)}" x2="${r1(lx)}" y2="${r1(ly + len * 0.9)}" stroke="${shade(color, 1.25)}" stroke-width="${r1(len * 0.04)}" opacity="0.6" ${turn}/>`,
        )
      }
    }
  }
  svg.add(`<g>${leaves.join('')}</g>`)
}
