import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoWidthWarnings } from './advice'
import { searchTextWarnings } from './searchText'

describe('searchTextWarnings', () => {
  it('warns of a title over 60 and a description over 160 characters, with the file, field and length', () => {
    expect(searchTextWarnings('content/pages/home.ts', { title: 't'.repeat(61), description: 'd'.repeat(161) })).toEqual([
      'content/pages/home.ts: title: o título tem 61 caracteres e o Google mostra cerca de 60 — encurte, ou o fim some na busca',
      'content/pages/home.ts: description: a descrição tem 161 caracteres e o Google mostra cerca de 160 — encurte, ou o fim some na busca',
    ])
  })

  it('is silent up to the limits', () => {
    expect(searchTextWarnings('content/pages/home.ts', { title: 't'.repeat(60), description: 'd'.repeat(160) })).toEqual([])
  })
})

describe('photoWidthWarnings', () => {
  it('names the photos under 1600 px wide, with their width, and not the others', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fotos-'))
    mkdirSync(join(root, 'content/images'), { recursive: true })
    const jpeg = (width: number, name: string) =>
      sharp({ create: { width, height: 10, channels: 3, background: '#888' } })
        .jpeg()
        .toFile(join(root, `content/images/${name}.jpg`))
    await Promise.all([jpeg(1200, 'pequena'), jpeg(1600, 'grande')])
    expect(await photoWidthWarnings(root, { folder: 'content/images', names: ['grande', 'pequena'] })).toEqual([
      'content/images: uma foto tem menos de 1600 px de largura e fica borrada em telas grandes — troque por fotos maiores: pequena.jpg (1200 px)',
    ])
  })
})
