/** Which furniture each kind of room gets, placed to fit the camera's view. */
import { type Palette, mix, shade } from './color.ts'
import { bed, kidsBed } from './beds.ts'
import { type Place, coffeeTable, rug, sideTable, sofa } from './furniture.ts'
import { plant } from './plants.ts'
import type { RoomKind } from './room.ts'
import { armchair, desk, diningSet } from './tables.ts'

/** Paints the furniture of one room kind; `glow` lights the lamps (0 = off). */
export function furnish(kind: RoomKind, at: Place, p: Palette, glow: number): void {
  const { rng, layout } = at
  const near = layout.near
  const side = rng.chance(0.5) ? 1 : -1
  const halfView = layout.width / 2 / layout.unit
  switch (kind) {
    case 'living': {
      const ox = rng.range(-0.5, 0.5)
      const cover = rng.pick([p.sofa, shade(p.curtain, 1.1), mix(p.accent2, p.sofa, 0.45), mix(p.accent, p.sofa, 0.6)])
      rug(at, [ox - 1.7, ox + 1.7], [0.9, near + 0.5], p.rug)
      plant(at, rng.pick(['fig', 'olive'] as const), -side * (halfView - 0.6), 0.8, 1.7, '#cbbba4')
      sideTable(at, ox + side * 1.7, 1.25, p.wood, glow)
      sofa(
        at,
        ox,
        Math.min(1.8, near - 0.9),
        rng.range(2.1, 2.5),
        cover,
        [p.accent, shade(p.sofa, 1.08), p.accent2].slice(0, rng.int(2, 3)),
      )
      coffeeTable(at, ox + 0.15, near - 0.05, p.wood, p.accent)
      return
    }
    case 'reading': {
      rug(at, [-1.3, 1.3], [0.7, near + 0.3], p.rug)
      plant(at, 'fig', side * 1.25, 0.7, 1.6, p.accent)
      armchair(at, -side * 0.35, Math.min(1.6, near - 0.5), p.sofa, p.accent2)
      sideTable(at, -side * 1.1, Math.min(1.5, near - 0.6), p.wood, glow)
      return
    }
    case 'bedroom': {
      rug(at, [-1.5, 1.5], [1.2, near + 0.5], p.rug)
      bed(
        at,
        0,
        1.7,
        {
          headboard: shade(p.sofa, 0.92),
          duvet: '#f6f1e8',
          throw: mix(p.accent, p.rug, 0.35),
          cushions: [p.accent2, shade(p.sofa, 1.05), p.accent2],
        },
        p.wood,
        glow,
      )
      return
    }
    case 'suite': {
      rug(at, [-1.6, 1.6], [1.0, near + 0.5], p.rug)
      plant(at, 'fig', side * 2.4, 0.8, 2.1, '#cbbba4')
      bed(
        at,
        0,
        1.8,
        {
          headboard: shade(p.sofa, 0.9),
          duvet: '#f4eee4',
          throw: mix(p.accent2, p.rug, 0.4),
          cushions: [p.accent, shade(p.sofa, 1.05), p.accent],
        },
        p.wood,
        glow,
      )
      return
    }
    case 'office': {
      plant(at, 'palm', side * 1.55, 0.6, 1.3, '#d9cdb9')
      desk(at, -side * 0.15, 1.15, p.wood, p.sofa, glow)
      return
    }
    case 'dining': {
      rug(at, [-1.6, 1.6], [0.5, 2.6], p.rug)
      plant(at, 'olive', side * 2.1, 0.6, 1.6, '#cbbba4')
      diningSet(at, 0, Math.min(1.75, near - 0.6), p.wood, p.sofa, Math.max(glow, 0.3))
      return
    }
    case 'balcony': {
      plant(at, 'palm', -2.2, 0.7, 1.5, p.accent)
      plant(at, 'olive', 2.3, 0.8, 1.7, '#d9cdb9')
      diningSet(at, 0, Math.min(2, near - 0.5), p.wood, p.accent2, glow)
      return
    }
    case 'double': {
      rug(at, [-1.8, 1.8], [0.8, near + 0.6], p.rug)
      plant(at, 'fig', side * 2.3, 0.9, 2.2, '#cbbba4')
      sofa(at, 0, Math.min(1.9, near - 0.6), 2.4, p.sofa, [p.accent, p.accent2])
      armchair(at, -side * 2.1, Math.min(2.2, near - 0.2), shade(p.sofa, 0.95), p.accent)
      return
    }
    case 'kids': {
      rug(at, [-1.2, 1.2], [0.6, near + 0.3], p.rug)
      kidsBed(at, -0.2, { headboard: p.wood, duvet: '#f7f2ea', throw: p.accent2, cushions: [p.accent] }, shade(p.wood, 1.25))
      plant(at, 'palm', 1.9, 0.5, 1.1, '#e7ddcc')
      return
    }
    case 'detail':
      return
  }
}
