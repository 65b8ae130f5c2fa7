import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { lookalikeWarnings } from './lookalikes'

const root = mkdtempSync(join(tmpdir(), 'galerias-'))
const photos = { folder: 'content/images', names: ['quarto', 'sala', 'sala-outra-luz', 'varanda'] }

/** A made photo: a 17 × 16 grid of grey cells from `seed`, enlarged with sharp edges, so no two seeds look alike. */
function grid(seed: number) {
  let state = seed
  const cells = Buffer.alloc(17 * 16 * 3)
  for (let i = 0; i < 17 * 16; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    cells.fill(state % 256, i * 3, i * 3 + 3)
  }
  return sharp(cells, { raw: { width: 17, height: 16, channels: 3 } }).resize(340, 320, { kernel: 'nearest' })
}

beforeAll(async () => {
  mkdirSync(join(root, photos.folder), { recursive: true })
  const save = (photo: Sharp, name: string) => photo.jpeg().toFile(join(root, photos.folder, `${name}.jpg`))
  await Promise.all([
    save(grid(1), 'sala'),
    // The same room in another light and colour.
    save(grid(1).modulate({ brightness: 1.25, saturation: 0.6 }).tint('#d9b38c'), 'sala-outra-luz'),
    save(grid(2), 'quarto'),
    save(grid(3), 'varanda'),
  ])
})

describe('lookalikeWarnings', () => {
  it('warns of a gallery that shows a photo twice or one room in another light, naming each pair', async () => {
    const warnings = await lookalikeWarnings(root, photos, [
      { file: 'content/neighbourhoods/moema.ts', field: 'gallery', images: ['sala', 'quarto', 'sala-outra-luz'] },
      { file: 'content/pages/portfolio.ts', field: 'blocks[2].pictures', images: ['quarto', 'varanda', 'quarto'] },
    ])
    expect(warnings).toEqual([
      {
        file: 'content/neighbourhoods/moema.ts',
        text: 'content/neighbourhoods/moema.ts: gallery: a galeria mostra a mesma foto duas vezes, ou duas quase iguais: sala e sala-outra-luz — troque uma de cada par por outra foto',
      },
      {
        file: 'content/pages/portfolio.ts',
        text: 'content/pages/portfolio.ts: blocks[2].pictures: a galeria mostra a mesma foto duas vezes, ou duas quase iguais: quarto e quarto — troque uma de cada par por outra foto',
      },
    ])
  })

  it('is silent on galleries of different photos, and leaves a missing photo to the error that names it', async () => {
    const galleries = [
      { file: 'content/neighbourhoods/mooca.ts', field: 'gallery', images: ['sala', 'quarto', 'varanda'] },
      { file: 'content/neighbourhoods/belem.ts', field: 'gallery', images: ['sala', 'sumida', 'varanda'] },
    ]
    expect(await lookalikeWarnings(root, photos, galleries)).toEqual([])
  })
})
