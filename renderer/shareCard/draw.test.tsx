import { readFileSync } from 'node:fs'
import satori, { type SatoriNode } from 'satori'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SHARE_MAX_BYTES, SHARE_SIZE } from '../../engine/media/shareSize'
import { cardSvg, drawShareCard } from './draw'
import { cardFonts } from './fonts'
import { TITLE_LINE_HEIGHT, TITLE_LINES, titleSize } from './layout'

const brand = 'Ateliê Exemplo'
const photo = readFileSync('content/images/hero-sala.jpg')
const mark = readFileSync('content/public/favicon.svg', 'utf8')

/** How many lines the card's title takes, from the box satori laid it out in. */
async function titleLines(title: string, onPhoto = true): Promise<number> {
  const nodes: SatoriNode[] = []
  await cardSvg({ title, brand, photo: onPhoto ? photo : null, mark }, (node) => nodes.push(node))
  const box = nodes.find((node) => node.key === 'title')
  if (!box) throw new Error('the layout has no title box')
  return Math.round(box.height / (titleSize(title) * TITLE_LINE_HEIGHT))
}

/** Letters of Portuguese the card's latin subsets have no glyph for, as satori reports them. */
async function missingGlyphs(text: string, family: string, weight: number): Promise<string[]> {
  const missing: string[] = []
  await satori(<div style={{ fontFamily: family, fontWeight: weight }}>{text}</div>, {
    width: 1200,
    fonts: await cardFonts(),
    loadAdditionalAsset: async (_language, segment) => (missing.push(segment), []),
  })
  return missing
}

const accents = 'ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõúü ºª –'

describe('the share card', () => {
  it.each([
    ['a short title', 'Contato', 1],
    ['a title of a few words', 'Cortinas Sob Medida em Vila Nova Conceição', 2],
  ])('keeps %s on few lines', async (_case, title, lines) => {
    expect(await titleLines(title)).toBe(lines)
  })

  it.each([true, false])('cuts a title too long for three lines at the third, in an ellipsis (on a photo: %s)', async (onPhoto) => {
    const long = 'Cortinas sob medida para apartamentos com pé-direito duplo, varandas integradas e janelas de canto, '.repeat(3)
    expect(await titleLines(long, onPhoto)).toBe(TITLE_LINES)
  })

  it.each([
    ['Cormorant Garamond', 600],
    ['Inter', 500],
  ])('has a glyph in %s for every letter of Portuguese', async (family, weight) => {
    expect(await missingGlyphs(accents, family, weight)).toEqual([])
    // The check itself sees a letter the latin subset lacks.
    expect(await missingGlyphs('ł', family, weight)).not.toEqual([])
  })

  it.each([
    ['over a photo', photo],
    ['on the brand colours', null],
  ])('is a 1200x630 JPEG under 300 KB %s', async (_case, source) => {
    const jpeg = await drawShareCard({ title: 'Cortinas sob medida em São Paulo', brand, photo: source, mark })
    const meta = await sharp(jpeg).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_SIZE.width, SHARE_SIZE.height])
    expect(jpeg.byteLength).toBeLessThan(SHARE_MAX_BYTES)
  })
})
