import { describe, expect, it } from 'vitest'
import { siteSchema } from '../../schemas/site'
import fixture from '../../tests/fixtures/site/site'
import { promisesToConfirm } from './promises'

const blankOrder = siteSchema.parse({ ...fixture, order: {}, confirm: [] })

describe('promisesToConfirm', () => {
  it('asks for the payment, lead time and quote validity, never for a guarantee or a withdrawal clause', () => {
    const lines = promisesToConfirm('content/site.ts', blankOrder)
    expect(lines.map((line) => line.split(': ')[1])).toEqual(['order.payment', 'order.leadTime', 'order.quoteValidity'])
  })

  it('asks nothing of order terms that are filled in', () => {
    expect(promisesToConfirm('content/site.ts', siteSchema.parse({ ...fixture, confirm: [] }))).toEqual([])
  })
})
