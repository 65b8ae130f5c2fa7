import { describe, expect, it } from 'vitest'
import { fitWithin, imageName, JOB_PHOTO_LONG_SIDE, MAX_IMAGE_WIDTH } from './image'

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1600, height: 2133 }],
    [1000, 8000, { width: 400, height: 3200 }],
    [800, 600, { width: 800, height: 600 }],
  ])('%i×%i → %o', (width, height, size) => {
    expect(fitWithin(width, height)).toEqual(size)
  })

  it('keeps the long side of a job photo within 2400 px, portrait or landscape', () => {
    const box = [JOB_PHOTO_LONG_SIDE, JOB_PHOTO_LONG_SIDE] as const
    expect(fitWithin(4032, 3024, ...box)).toEqual({ width: 2400, height: 1800 })
    expect(fitWithin(3024, 4032, ...box)).toEqual({ width: 1800, height: 2400 })
  })

  it('scales to the largest width the blog serves', () => {
    expect(MAX_IMAGE_WIDTH).toBe(1600)
  })
})

describe('imageName', () => {
  it('files an upload by month under the post slug, with a random part', () => {
    const now = new Date('2026-03-09T12:00:00Z')
    expect(imageName('cortina-wave', 'image/webp', now, '0f3c2a9b-1111-2222-3333-444455556666')).toBe('2026/03/cortina-wave-0f3c2a9b.webp')
    expect(imageName('', 'image/jpeg', now, 'abcdef12-0000-0000-0000-000000000000')).toBe('2026/03/imagem-abcdef12.jpg')
  })
})
