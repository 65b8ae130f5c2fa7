import { describe, expect, it } from 'vitest'
import { jobSchema } from '../../schemas/job'
import { jobFromRow } from './jobs'

const photo = (id: string, position: number) => ({ id, alt: 'Cortina de linho na janela da sala', width: 1600, height: 1067, position })
const row = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'linho-na-sala',
  title: 'Linho na sala',
  room: 'sala',
  made: 'cortina',
  neighbourhood: 'centro-historico',
  delivered_on: '2026-09-01',
  quote: 'Ficou do jeito que eu queria.',
  client_name: 'Rita, Centro',
  consent_on: '2026-09-20',
  cover_photo_id: null,
  published_at: '2026-10-01T12:00:00+00:00',
  job_photos: [photo('00000000-0000-4000-8000-000000000003', 1), photo('00000000-0000-4000-8000-000000000002', 0)],
}

describe('a published row of public.jobs, as visitors see it', () => {
  it('makes a job: the month delivered, the photos in order, the first one the cover when none is chosen, the words with their consent', () => {
    const job = jobSchema.parse(jobFromRow(row))
    expect(job.delivered).toBe('2026-09')
    expect(job.photos.map((p) => p.position)).toEqual([0, 1])
    expect(job.coverPhotoId).toBe('00000000-0000-4000-8000-000000000002')
    expect(job.quote).toEqual({ text: row.quote, name: row.client_name, consent: row.consent_on })
  })

  it('shows no words without their consent, and makes no job of a row without a photo', () => {
    expect(jobSchema.parse(jobFromRow({ ...row, consent_on: null })).quote).toBeNull()
    expect(jobSchema.safeParse(jobFromRow({ ...row, job_photos: [] })).success).toBe(false)
  })
})
