import { describe, expect, it } from 'vitest'
import { deliveredLabel, jobFormOf, jobSlug, jobWrite, type StoredJob } from './jobRow'

const stored: StoredJob = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'cortina-de-linho-na-sala-em-moema',
  title: 'Cortina de linho na sala',
  room: 'sala',
  made: 'cortina',
  neighbourhood: 'moema',
  delivered_on: '2026-10-01',
  quote: 'Ficou perfeita, a sala ganhou outra luz.',
  client_name: 'Marina, Moema',
  consent_on: '2026-11-02',
  cover_photo_id: '00000000-0000-4000-8000-00000000000b',
  status: 'published',
  published_at: '2026-11-03T12:00:00+00:00',
  deleted_at: null,
  created_at: '2026-11-03T11:00:00+00:00',
  updated_at: '2026-11-03T12:00:00+00:00',
  job_photos: [
    { id: '00000000-0000-4000-8000-00000000000b', position: 1, alt: 'Detalhe das pregas', width: 1800, height: 2400 },
    { id: '00000000-0000-4000-8000-00000000000a', position: 0, alt: 'A sala inteira', width: 2400, height: 1800 },
  ],
}

describe('a stored job in the form', () => {
  it('comes in with its photos in order, keyed by id, and the month of its delivery', () => {
    const form = jobFormOf(stored)
    expect(form.photos.map((photo) => photo.alt)).toEqual(['A sala inteira', 'Detalhe das pregas'])
    expect(form).toMatchObject({ delivered: '2026-10', coverKey: stored.cover_photo_id, clientName: 'Marina, Moema' })
  })

  it('goes back as the same columns', () => {
    const { id: _, slug: __, deleted_at: ___, created_at: ____, updated_at: _____, job_photos: ______, ...columns } = stored
    expect(jobWrite(jobFormOf(stored), stored)).toEqual(columns)
  })
})

describe('jobSlug', () => {
  it('names a job by its title and neighbourhood, free among the addresses taken', () => {
    expect(jobSlug('Cortina de linho na sala', 'Análise Franco', new Set())).toBe('cortina-de-linho-na-sala-em-analise-franco')
    expect(jobSlug('Voil', 'Moema', new Set(['voil-em-moema']))).toBe('voil-em-moema-2')
  })
})

describe('deliveredLabel', () => {
  it('says the month as the owner does', () => {
    expect(deliveredLabel('2026-10-01')).toBe('outubro de 2026')
  })
})
