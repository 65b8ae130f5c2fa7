/** A tiny SVG writer: shapes, gradients and soft filters with unique ids. */
export type Stop = readonly [offset: number, color: string, opacity?: number]

/** Collects defs and shapes for one full-frame SVG layer. */
export class Svg {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private next = 0

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Appends raw SVG markup. */
  add(markup: string): this {
    this.body.push(markup)
    return this
  }

  /** A linear gradient between two points (fractions of the shape's box unless `user` is set); returns its url. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = `g${this.next++}`
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsOf(stops)}</linearGradient>`)
    return `url(#${id})`
  }

  /** A radial gradient in user space; returns its url. */
  radial(stops: readonly Stop[], cx: number, cy: number, rx: number, ry = rx): string {
    const id = `g${this.next++}`
    const k = ry / rx
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy / k}" r="${rx}" gradientUnits="userSpaceOnUse" gradientTransform="scale(1 ${k})">${stopsOf(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** A gaussian blur filter; returns its url. */
  blur(deviation: number): string {
    const id = `f${this.next++}`
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`)
    return `url(#${id})`
  }

  /** A rectangular clip path; returns its url. */
  clip(x: number, y: number, width: number, height: number): string {
    const id = `c${this.next++}`
    this.defs.push(`<clipPath id="${id}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}"/></clipPath>`)
    return `url(#${id})`
  }

  /** A fractal-noise texture filter that keeps the shape's alpha; returns its url. */
  grain(seed: number, frequency: string, strength: number): string {
    const id = `f${this.next++}`
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${seed}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${strength} 0" result="a"/>` +
        `<feComposite in="a" in2="SourceGraphic" operator="in" result="d"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="d"/></feMerge></filter>`,
    )
    return `url(#${id})`
  }

  /** The finished document. */
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('')
}

/** Rounds to one decimal for compact markup. */
export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString()

/** A polygon `points` attribute from pairs. */
export function points(pairs: ReadonlyArray<readonly [number, number]>): string {
  return pairs.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
}

/** A closed path through points whose corners are rounded by up to `radius` pixels. */
export function roundedPath(pairs: ReadonlyArray<readonly [number, number]>, radius: number): string {
  const n = pairs.length
  const toward = (a: readonly [number, number], b: readonly [number, number]) => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1])
    const k = len === 0 ? 0 : Math.min(radius, len / 2) / len
    return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k] as const
  }
  let d = ''
  for (let i = 0; i < n; i++) {
    const prev = pairs[(i + n - 1) % n]!
    const corner = pairs[i]!
    const next = pairs[(i + 1) % n]!
    const [ax, ay] = toward(corner, prev)
    const [bx, by] = toward(corner, next)
    d += `${i === 0 ? 'M' : 'L'}${r1(ax)} ${r1(ay)} Q${r1(corner[0])} ${r1(corner[1])} ${r1(bx)} ${r1(by)} `
  }
  return `${d}Z`
}
