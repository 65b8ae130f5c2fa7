import { describe, expect, it } from 'vitest'
import { gridSizes } from './gridSizes'

describe('gridSizes', () => {
  it('gives two cards half the content column each, not a quarter', () => {
    expect(gridSizes(2, { minRem: 15, gapRem: 1.5 })).toBe(
      '(min-width: 74.5rem) 35.25rem, (min-width: 34rem) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
    )
  })

  it('steps down from four columns to one as the screen narrows', () => {
    expect(gridSizes(4, { minRem: 15, gapRem: 1.5 })).toBe(
      '(min-width: 74.5rem) 16.88rem, (min-width: 67rem) calc((100vw - 7rem) / 4), (min-width: 50.5rem) calc((100vw - 5.5rem) / 3), (min-width: 34rem) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
    )
  })

  it('never counts more columns than the column holds, nor fewer than one', () => {
    expect(gridSizes(7, { minRem: 18, gapRem: 1.25 })).toBe(gridSizes(3, { minRem: 18, gapRem: 1.25 }))
    expect(gridSizes(1, { minRem: 15, gapRem: 1.5 })).toBe('(min-width: 74.5rem) 72rem, calc(100vw - 2.5rem)')
  })
})
