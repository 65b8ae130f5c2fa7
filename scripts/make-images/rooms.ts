/** Room scenes: a shell, its dressed windows and the furniture that says which room it is. */
import { type DaylightName, type Palette, type PaletteName, daylights, palettes, shade } from './color.ts'
import { paintCurtain } from './curtain.ts'
import { type Dressing, dressWindow, paintHardware } from './dress.ts'
import { Frame } from './frame.ts'
import type { Place } from './furniture.ts'
import { furnish } from './furnish.ts'
import { createRng } from './random.ts'
import { paintFloor } from './floor.ts'
import { type RoomKind, type RoomSpec, layoutRoom, paintFloorLight, paintRoom } from './room.ts'
import { Svg, r1 } from './svg.ts'

/** Everything that varies between two room pictures. */
export interface RoomScene {
  kind: RoomKind
  palette: PaletteName
  day: DaylightName
  dressing?: Partial<Dressing>
  windows?: RoomSpec['windows']
  sunFrom?: number
  /** Where the back wall meets the floor, as a fraction of the height: above 1 frames only the upper wall. */
  floor?: number
}

const shells: Record<RoomKind, Partial<RoomSpec>> = {
  living: { windows: [[0.2, 0.8]] },
  reading: { windows: [[0.26, 0.74]] },
  bedroom: { windows: [[0.08, 0.92]] },
  office: { windows: [[0.24, 0.76]] },
  dining: { windows: [[0.15, 0.85]] },
  balcony: { windows: [[0.04, 0.96]], railing: true, floorKind: 'stone' },
  double: { windows: [[0.24, 0.76]], roomHeight: 5.8, floor: 0.9, ceiling: 0.03 },
  suite: { windows: [[0.1, 0.9]], roomHeight: 5.2, floor: 0.88, ceiling: 0.03 },
  kids: { windows: [[0.3, 0.74]] },
  detail: { windows: [[0.3, 0.7]], floor: 1.9, ceiling: 0.13 },
}

function defaultDressing(kind: RoomKind, p: Palette): Dressing {
  const base: Dressing = { fabric: p.curtain, sheer: p.sheer, heading: 'pinch', closed: 0, hardware: 'pocket' }
  if (kind === 'bedroom' || kind === 'suite')
    return { ...base, fabric: shade(p.curtain, 0.8), heading: 'wave', closed: 0.28, wall: true, slub: 0.2 }
  if (kind === 'balcony') return { ...base, fabric: p.sheer, heading: 'wave', depth: 0.8 }
  if (kind === 'double') return { ...base, heading: 'wave' }
  return base
}

/** Paints a room scene into a new frame of the given size. */
export async function paintRoomScene(width: number, height: number, scene: RoomScene, seed: number): Promise<Frame> {
  const rng = createRng(seed)
  const palette = palettes[scene.palette]
  const day = daylights[scene.day]
  const sunFrom = scene.sunFrom ?? (rng.chance(0.5) ? 1 : -1)
  const spec: RoomSpec = {
    palette,
    day,
    sunFrom,
    floor: 0.74,
    ceiling: 0.04,
    roomHeight: 2.8,
    floorKind: 'wood',
    windows: [[0.2, 0.8]],
    ...shells[scene.kind],
    ...(scene.windows ? { windows: scene.windows } : {}),
    ...(scene.floor ? { floor: scene.floor } : {}),
  }
  const dressing = { ...defaultDressing(scene.kind, palette), ...scene.dressing }
  const layout = layoutRoom(width, height, spec)
  const frame = new Frame(width, height)
  const back = new Svg(width, height)
  paintRoom(back, layout, spec, rng)
  if (dressing.led) paintLedSlot(back, layout.width, layout.ceilingY, layout.unit)
  await frame.drawSvg(back.toString())
  paintFloor(frame, layout, shade(palette.floor, day.ambient), spec.floorKind, rng.seed())
  const floorLight = new Svg(width, height)
  paintFloorLight(floorLight, layout, spec)
  await frame.drawSvg(floorLight.toString())
  const behind = frame.blurred(layout.unit * 0.04)
  const hardware = new Svg(width, height)
  for (const win of layout.windows) {
    const panels = dressWindow(layout, win, dressing, -sunFrom, rng)
    for (const panel of panels) paintCurtain(frame, panel, behind)
    paintHardware(hardware, layout, Math.min(...panels.map((p) => p.x0)), Math.max(...panels.map((p) => p.x1)), dressing, panels)
  }
  await frame.drawSvg(hardware.toString())
  const front = new Svg(width, height)
  const at: Place = { svg: front, layout, rng, light: -sunFrom }
  furnish(scene.kind, at, palette, day.lamps)
  await frame.drawSvg(front.toString())
  const air = new Svg(width, height)
  air.add(
    `<rect width="${width}" height="${height}" fill="${air.linear([
      [0, '#fff', 0],
      [0.6, '#fff', 0],
      [1, '#5a4634', 0.28],
    ])}"/>`,
  )
  await frame.drawSvg(air.toString(), 'multiply')
  return frame
}

/** The hidden LED strip in the ceiling pocket and the wash it throws on the wall below. */
function paintLedSlot(svg: Svg, width: number, ceilingY: number, unit: number): void {
  svg.add(`<rect y="${r1(ceilingY - unit * 0.035)}" width="${width}" height="${r1(unit * 0.02)}" fill="#fff4dc"/>`)
  svg.add(
    `<rect y="${r1(ceilingY)}" width="${width}" height="${r1(unit * 0.9)}" fill="${svg.linear([
      [0, '#ffd9a0', 0.55],
      [1, '#ffd9a0', 0],
    ])}"/>`,
  )
}
