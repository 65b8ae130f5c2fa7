import { describe, expect, it } from 'vitest'
import { listPageFor, listPath, pageCount, paginationSlots, parsePageParam } from './pagination'

/** Renders slots the way the control reads: numbers, brackets for the current page, … for gaps. */
const render = (current: number, last: number) =>
  paginationSlots(current, last)
    .map((slot) => (slot.kind === 'gap' ? '…' : slot.current ? `[${slot.page}]` : String(slot.page)))
    .join(' ')

describe('parsePageParam', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['2.5', 1],
    ['-2', 1],
    ['0', 1],
    ['1e2', 1],
    ['1', 1],
    ['7', 7],
    ['007', 7],
  ])('reads %j as page %i', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page)
  })
})

describe('listPath and pageCount', () => {
  it('omits the parameter on page 1', () => {
    expect(listPath(1)).toBe('/blog')
    expect(listPath(3)).toBe('/blog?page=3')
  })

  it('counts 9 posts a page, and one page when there are none', () => {
    expect([0, 1, 9, 10, 14, 18, 19].map(pageCount)).toEqual([1, 1, 1, 2, 2, 2, 3])
  })
})

describe('listPageFor', () => {
  it.each([
    [null, undefined, { page: 1 }],
    ['2', undefined, { page: 2 }],
    ['1', undefined, { redirect: '/blog' }],
    ['abc', undefined, { redirect: '/blog' }],
    ['02', undefined, { redirect: '/blog?page=2' }],
    ['3', 3, { page: 3 }],
    ['4', 3, { redirect: '/blog?page=3' }],
    ['999999999999', 2, { redirect: '/blog?page=2' }],
  ])('takes ?page=%j with last page %j as %o', (raw, last, answer) => {
    expect(listPageFor(raw, last)).toEqual(answer)
  })
})

describe('paginationSlots', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [2, 3, '1 [2] 3'],
    [1, 5, '[1] 2 … 5'],
    [3, 5, '1 2 [3] 4 5'],
    [4, 9, '1 … 3 [4] 5 … 9'],
    [9, 9, '1 … 8 [9]'],
    [5, 10, '1 … 4 [5] 6 … 10'],
  ])('page %i of %i shows %s', (current, last, shown) => {
    expect(render(current, last)).toBe(shown)
  })
})
