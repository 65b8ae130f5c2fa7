/** The workshop table seen from above: swatches, a coiled tape measure, shears, pins and thread. */
import { shade } from './color.ts'
import { Frame } from './frame.ts'
import { type Rng, createRng } from './random.ts'
import { Svg, r1 } from './svg.ts'

const swatchColors = ['#d9c9ad', '#b9a285', '#8f8c66', '#c08a6c', '#efe7d8', '#7d6a58', '#a9b09a', '#e3d3b8']

/** Paints the flat lay; the table fills the frame and light falls from the top left. */
export async function paintWorkshop(width: number, height: number, seed: number): Promise<Frame> {
  const rng = createRng(seed)
  const svg = new Svg(width, height)
  const u = Math.sqrt(width * height) / 100
  // Composed for a portrait table; a landscape frame gets the same arrangement turned on its side.
  const at = (fx: number, fy: number): readonly [number, number] =>
    width >= height ? [fy * width, fx * height] : [fx * width, fy * height]
  table(svg, width, height, rng)
  const shadow = svg.blur(u * 0.9)
  const [fanX, fanY] = at(0.3, 0.3)
  for (let i = 0; i < 6; i++) swatch(svg, fanX, fanY, u * 30, rng.range(-40, 25) + i * 9, rng.pick(swatchColors), shadow, rng)
  foldedStack(svg, ...at(0.72, 0.2), u * 26, shadow, rng)
  tape(svg, ...at(0.68, 0.6), u * 9.5, shadow)
  shears(svg, ...at(0.3, 0.76), u * 36, -28, shadow)
  pincushion(svg, ...at(0.84, 0.86), u * 5.5, shadow, rng)
  for (const [i, c] of ['#b5694b', '#efe6d6', '#6e7450'].entries())
    spool(svg, ...at(0.12 + i * 0.075, 0.54 + (i % 2) * 0.025), u * 3.2, c, shadow)
  const light = svg.radial(
    [
      [0, '#fff6e2', 0.35],
      [1, '#fff6e2', 0],
    ],
    width * 0.1,
    height * 0.05,
    width * 0.9,
    height * 0.8,
  )
  svg.add(`<rect width="${width}" height="${height}" fill="${light}"/>`)
  const frame = new Frame(width, height)
  await frame.drawSvg(svg.toString())
  return frame
}

function table(svg: Svg, w: number, h: number, rng: Rng): void {
  const wood = '#b08a66'
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.linear(
      [
        [0, shade(wood, 1.06)],
        [1, shade(wood, 0.86)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  svg.add(`<rect width="${w}" height="${h}" fill="${wood}" filter="${svg.grain(rng.int(1, 99), '0.003 0.06', 0.35)}" opacity="0.55"/>`)
  for (let y = h * rng.range(0.18, 0.3); y < h; y += h * rng.range(0.22, 0.3)) {
    svg.add(`<rect y="${r1(y)}" width="${w}" height="2" fill="${shade(wood, 0.55)}" opacity="0.5"/>`)
  }
}

function zigzag(x0: number, y0: number, x1: number, y1: number, tooth: number): string {
  const len = Math.hypot(x1 - x0, y1 - y0)
  const n = Math.max(2, Math.round(len / tooth))
  const nx = -(y1 - y0) / len
  const ny = (x1 - x0) / len
  let d = ''
  for (let i = 1; i <= n; i++) {
    const t = i / n
    const out = i % 2 === 1 ? tooth * 0.35 : 0
    d += ` L${r1(x0 + (x1 - x0) * t + nx * out)} ${r1(y0 + (y1 - y0) * t + ny * out)}`
  }
  return d
}

function swatch(svg: Svg, cx: number, cy: number, size: number, angle: number, color: string, shadow: string, rng: Rng): void {
  const w = size * 0.62
  const h = size
  const tooth = size * 0.035
  const d = `M0 0${zigzag(0, 0, w, 0, tooth)}${zigzag(w, 0, w, h, tooth)}${zigzag(w, h, 0, h, tooth)}${zigzag(0, h, 0, 0, tooth)}Z`
  const place = `transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(angle)}) translate(${r1(-w * 0.2)} ${r1(-h * 0.1)})"`
  svg.add(
    `<g ${place}><path d="${d}" fill="#2b1c10" opacity="0.35" filter="${shadow}" transform="translate(${r1(size * 0.02)} ${r1(size * 0.03)})"/>`,
  )
  svg.add(`<path d="${d}" fill="${color}" filter="${svg.grain(rng.int(1, 99), rng.pick(['0.9 0.08', '0.08 0.9', '0.6']), 0.28)}"/>`)
  svg.add(
    `<path d="${d}" fill="${svg.linear(
      [
        [0, '#fff', 0.12],
        [1, '#000', 0.1],
      ],
      0,
      0,
      1,
      1,
    )}"/></g>`,
  )
}

function foldedStack(svg: Svg, cx: number, cy: number, size: number, shadow: string, rng: Rng): void {
  const colors = [rng.pick(swatchColors), '#e9dfcd', rng.pick(swatchColors)]
  colors.forEach((c, i) => {
    const x = cx - size / 2 + i * size * 0.04
    const y = cy - size * 0.3 + i * size * 0.12
    svg.add(
      `<rect x="${r1(x + size * 0.02)}" y="${r1(y + size * 0.03)}" width="${r1(size)}" height="${r1(size * 0.5)}" rx="${r1(size * 0.04)}" fill="#2b1c10" opacity="0.3" filter="${shadow}"/>`,
    )
    svg.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(size)}" height="${r1(size * 0.5)}" rx="${r1(size * 0.04)}" fill="${svg.linear([
        [0, shade(c, 1.06)],
        [0.85, c],
        [1, shade(c, 0.8)],
      ])}" filter="${svg.grain(rng.int(1, 99), '0.8 0.1', 0.22)}"/>`,
    )
  })
}

function tape(svg: Svg, cx: number, cy: number, r: number, shadow: string): void {
  let d = ''
  const turns = 4.2
  for (let i = 0; i <= 240; i++) {
    const t = i / 240
    const a = t * turns * 2 * Math.PI
    const rr = r * (0.25 + 0.75 * t)
    d += `${i === 0 ? 'M' : 'L'}${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr)} `
  }
  const endX = cx + r
  d += `Q${r1(endX + r * 0.1)} ${r1(cy + r * 1.4)} ${r1(endX - r * 0.8)} ${r1(cy + r * 2.2)} T${r1(endX - r * 2.6)} ${r1(cy + r * 3.4)}`
  const band = r * 0.17
  svg.add(
    `<path d="${d}" fill="none" stroke="#2b1c10" stroke-width="${r1(band)}" opacity="0.3" filter="${shadow}" transform="translate(3 4)"/>`,
  )
  svg.add(`<path d="${d}" fill="none" stroke="#e8cf8e" stroke-width="${r1(band)}" stroke-linejoin="round"/>`)
  svg.add(
    `<path d="${d}" fill="none" stroke="#5a4632" stroke-width="${r1(band * 0.35)}" stroke-dasharray="1 ${r1(band * 0.45)}" opacity="0.8"/>`,
  )
}

function shears(svg: Svg, cx: number, cy: number, len: number, angle: number, shadow: string): void {
  const blade = `M0 ${r1(-len * 0.035)} Q${r1(len * 0.4)} ${r1(-len * 0.03)} ${r1(len * 0.64)} ${r1(len * 0.002)} L${r1(len * 0.62)} ${r1(len * 0.014)} Q${r1(len * 0.3)} ${r1(len * 0.03)} 0 ${r1(len * 0.035)}Z`
  const steel = svg.linear([
    [0, '#eeeeea'],
    [0.5, '#a7a49d'],
    [1, '#d7d4cd'],
  ])
  const handle = (dy: number) =>
    `<ellipse cx="${r1(-len * 0.22)}" cy="${r1(dy)}" rx="${r1(len * 0.15)}" ry="${r1(len * 0.075)}" fill="none" stroke="#2d2622" stroke-width="${r1(len * 0.03)}"/>`
  const body = `<path d="${blade}" fill="${steel}" transform="rotate(-3)"/><path d="${blade}" fill="${steel}" stroke="#8d8a83" stroke-width="0.8" transform="rotate(3)"/>${handle(-len * 0.08)}${handle(len * 0.09)}<circle r="${r1(len * 0.018)}" fill="#6d6a64"/>`
  svg.add(
    `<g transform="translate(${r1(cx + 5)} ${r1(cy + 7)}) rotate(${angle})" filter="${shadow}" opacity="0.35"><g fill="#2b1c10" stroke="#2b1c10">${body}</g></g>`,
  )
  svg.add(`<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${angle})">${body}</g>`)
}

function pincushion(svg: Svg, cx: number, cy: number, r: number, shadow: string, rng: Rng): void {
  svg.add(`<circle cx="${r1(cx + r * 0.15)}" cy="${r1(cy + r * 0.2)}" r="${r1(r)}" fill="#2b1c10" opacity="0.35" filter="${shadow}"/>`)
  svg.add(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${svg.radial(
      [
        [0, '#c9805f'],
        [1, '#8e4a33'],
      ],
      cx - r * 0.3,
      cy - r * 0.35,
      r * 1.3,
    )}"/>`,
  )
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0, Math.PI * 2)
    const rr = rng.range(0.1, 0.75) * r
    svg.add(
      `<circle cx="${r1(cx + Math.cos(a) * rr)}" cy="${r1(cy + Math.sin(a) * rr)}" r="${r1(r * 0.09)}" fill="${rng.pick(['#f1ece2', '#d8b46a', '#6e7450'])}"/>`,
    )
  }
}

function spool(svg: Svg, cx: number, cy: number, r: number, color: string, shadow: string): void {
  svg.add(`<circle cx="${r1(cx + r * 0.2)}" cy="${r1(cy + r * 0.25)}" r="${r1(r)}" fill="#2b1c10" opacity="0.35" filter="${shadow}"/>`)
  svg.add(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="#d9c3a0"/>`)
  svg.add(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.8)}" fill="${svg.radial(
      [
        [0, shade(color, 1.1)],
        [1, shade(color, 0.75)],
      ],
      cx - r * 0.2,
      cy - r * 0.2,
      r,
    )}"/>`,
  )
  svg.add(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.8)}" fill="none" stroke="${shade(color, 0.7)}" stroke-width="0.6" stroke-dasharray="1 2" opacity="0.6"/>`,
  )
  svg.add(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.22)}" fill="#cdb48e"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.1)}" fill="#5d4a36"/>`,
  )
}
