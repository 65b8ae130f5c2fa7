import { describe, expect, it } from 'vitest'
import { emptyJobForm, jobFormErrors, movePhoto, coverKeyOf, withUploaded, type JobForm, type JobPhotoForm } from './jobForm'
import { jobPhotoRows, jobWrite } from './jobRow'

const photo = (n: number, alt = `Cortina de linho ${n} na sala`): JobPhotoForm => ({
  key: `k${n}`,
  id: `00000000-0000-4000-8000-00000000000${n % 10}`,
  alt,
  width: 2400,
  height: 1600,
})

const valid: JobForm = {
  ...emptyJobForm,
  title: 'Cortina de linho na sala',
  room: 'sala',
  made: 'cortina',
  neighbourhood: 'moema',
  delivered: '2026-10',
  photos: [photo(1), photo(2)],
}
const neighbourhoods = ['moema', 'mooca']

describe('jobFormErrors', () => {
  it('accepts a complete job, with or without the client’s words', () => {
    expect(jobFormErrors(valid, neighbourhoods)).toEqual({})
    const quoted = { ...valid, quote: 'Ficou perfeita, a sala mudou.', clientName: 'Marina, Moema', consent: '2026-11-02' }
    expect(jobFormErrors(quoted, neighbourhoods)).toEqual({})
  })

  it('refuses words without the date of the client’s written consent, and a name without words', () => {
    const words = { ...valid, quote: 'Ficou perfeita, a sala mudou.', clientName: 'Marina, Moema' }
    expect(jobFormErrors(words, neighbourhoods)).toEqual({ consent: expect.stringContaining('autorizou por escrito') })
    expect(jobFormErrors({ ...valid, clientName: 'Marina' }, neighbourhoods)).toEqual({
      quote: expect.stringContaining('o que o cliente disse'),
      consent: expect.stringContaining('autorizou por escrito'),
    })
    expect(jobFormErrors({ ...words, clientName: '' }, neighbourhoods).clientName).toContain('Marina, Moema')
  })

  it('needs 1 to 10 photos, all uploaded, each with its description', () => {
    expect(jobFormErrors({ ...valid, photos: [] }, neighbourhoods)).toEqual({ photos: 'Adicione pelo menos uma foto.' })
    const eleven = Array.from({ length: 11 }, (_, n) => ({ ...photo(n), key: `k${n}` }))
    expect(jobFormErrors({ ...valid, photos: eleven }, neighbourhoods).photos).toContain('no máximo 10')
    expect(jobFormErrors({ ...valid, photos: [{ ...photo(1), id: null }] }, neighbourhoods).photos).toContain('terminarem de enviar')
    expect(jobFormErrors({ ...valid, photos: [photo(1), photo(2, ' ')] }, neighbourhoods)).toEqual({
      'alt:k2': expect.stringContaining('o que a foto mostra'),
    })
  })

  it('needs a title, the room, what was made, a known neighbourhood and the month', () => {
    const errors = jobFormErrors(
      { ...valid, title: 'x', room: '', made: '', neighbourhood: 'atlantida', delivered: '2026-13' },
      neighbourhoods,
    )
    expect(Object.keys(errors).sort()).toEqual(['delivered', 'made', 'neighbourhood', 'room', 'title'])
  })
})

describe('photos', () => {
  it('move up and down, not past either end', () => {
    const photos = [photo(1), photo(2), photo(3)]
    expect(movePhoto(photos, 'k3', -1).map((p) => p.key)).toEqual(['k1', 'k3', 'k2'])
    expect(movePhoto(photos, 'k1', 1).map((p) => p.key)).toEqual(['k2', 'k1', 'k3'])
    expect(movePhoto(photos, 'k1', -1).map((p) => p.key)).toEqual(['k1', 'k2', 'k3'])
  })

  it('make the chosen one the cover, else the first', () => {
    expect(coverKeyOf({ photos: [photo(1), photo(2)], coverKey: 'k2' })).toBe('k2')
    expect(coverKeyOf({ photos: [photo(1), photo(2)], coverKey: 'gone' })).toBe('k1')
  })
})

describe('withUploaded', () => {
  it('gives each photo the server has its id and size, and leaves the others waiting', () => {
    const form = {
      ...valid,
      photos: [
        { ...photo(1), id: null, width: 0, height: 0 },
        { ...photo(2), id: null },
      ],
    }
    const id = '00000000-0000-4000-8000-00000000000a'
    const shown = withUploaded(form, { k1: { phase: 'sent', id, width: 1800, height: 2400 }, k2: { phase: 'sending', percent: 40 } })
    expect(shown.photos.map((p) => [p.id, p.width, p.height])).toEqual([
      [id, 1800, 2400],
      [null, 2400, 1600],
    ])
    expect(withUploaded(valid, {})).toBe(valid)
  })
})

describe('jobWrite', () => {
  it('writes the month as its first day, the cover’s id, the words only with their consent, and rows in order', () => {
    const form = { ...valid, coverKey: 'k2', clientName: 'Marina', status: 'published' as const }
    expect(jobWrite(form, null)).toMatchObject({
      delivered_on: '2026-10-01',
      cover_photo_id: photo(2).id,
      quote: null,
      client_name: null,
      consent_on: null,
      published_at: null,
    })
    expect(jobWrite(form, { published_at: '2026-11-01T09:00:00Z' }).published_at).toBe('2026-11-01T09:00:00Z')
    expect(jobPhotoRows({ ...form, photos: [photo(2), photo(1)] }, 'job').map((row) => [row.id, row.position])).toEqual([
      [photo(2).id, 0],
      [photo(1).id, 1],
    ])
  })
})
