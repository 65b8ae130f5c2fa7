import { describe, expect, it } from 'vitest'
import { uniqueSlug } from './slug'

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one', () => {
    expect(uniqueSlug('cortina-wave', new Set())).toBe('cortina-wave')
    expect(uniqueSlug('cortina-wave', new Set(['cortina-wave']))).toBe('cortina-wave-2')
    expect(uniqueSlug('cortina-wave', new Set(['cortina-wave', 'cortina-wave-2']))).toBe('cortina-wave-3')
  })
})
