import { describe, expect, it } from 'vitest'
import type { PostText } from './storedPost'
import { revisionChanges, withChanges } from './revisionChanges'

const version: PostText = {
  title: 'Cortinas para sala',
  slug: 'cortinas-para-sala',
  subtitle: 'Como escolher',
  content: '<p>Linho ou voil?</p>',
  meta_title: null,
  meta_description: null,
  featured_image: null,
  featured_image_alt: null,
  author: null,
  read_time: 1,
}

describe('revisionChanges', () => {
  it('names each changed field as the editor does, in the editor’s order, joined as pt-BR lists are', () => {
    const next = { ...version, featured_image: 'https://exemplo.com.br/capa.jpg', content: '<p>Linho.</p>', title: 'Outro título' }
    expect(revisionChanges(next, version)).toBe('Mudou: título, texto e foto de capa.')
    expect(revisionChanges({ ...version, meta_title: 'No Google' }, version)).toBe('Mudou: título no Google.')
    expect(revisionChanges({ ...version, slug: 'sala', featured_image_alt: 'Sala' }, version)).toBe('Mudou: endereço e descrição da foto.')
  })

  it('takes a blank stored as null and one stored as an empty text for the same blank', () => {
    expect(revisionChanges({ ...version, meta_description: '' }, version)).toBe('Igual à versão anterior.')
  })

  it('says so of the oldest version kept', () => {
    expect(revisionChanges(version, undefined)).toBe('Primeira versão guardada.')
  })
})

describe('withChanges', () => {
  const rows = [
    { ...version, id: 'c', title: 'Terceiro' },
    { ...version, id: 'b', content: '<p>Segundo</p>' },
    { ...version, id: 'a' },
  ]

  it('compares each version with the next older one, the oldest with none', () => {
    expect(withChanges(rows, 3).map((row) => [row.id, row.changes])).toEqual([
      ['c', 'Mudou: título e texto.'],
      ['b', 'Mudou: texto.'],
      ['a', 'Primeira versão guardada.'],
    ])
  })

  it('shows only `shown` versions, the last compared with the extra row read past them', () => {
    expect(withChanges(rows, 2).map((row) => [row.id, row.changes])).toEqual([
      ['c', 'Mudou: título e texto.'],
      ['b', 'Mudou: texto.'],
    ])
  })
})
