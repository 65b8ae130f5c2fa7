import { describe, expect, it } from 'vitest'
import { slotsIn, spliceSlots, withStylesheet } from './splice'

const page = [
  '<html><head><style>.a{color:red}</style></head><body><main>',
  '<section><p>antes</p></section>',
  '<div data-jobs-slot="lista-1"></div>',
  '<div data-jobs-slot="bloco-2"><section><div class="x"><div>nota &lt;div&gt;</div></div></section></div>',
  '<section><div>depois</div></section>',
  '</main></body></html>',
].join('')

describe('the marked slots of a prerendered page', () => {
  it('are found with their whole extent, nested divs and escaped text included', () => {
    expect(slotsIn(page).map((span) => [span.id, page.slice(span.start, span.end)])).toEqual([
      ['lista-1', '<div data-jobs-slot="lista-1"></div>'],
      ['bloco-2', '<div data-jobs-slot="bloco-2"><section><div class="x"><div>nota &lt;div&gt;</div></div></section></div>'],
    ])
  })

  it('are replaced by what the render makes of them, every other byte kept', () => {
    const spliced = spliceSlots(page, (id) => (id === 'lista-1' ? '<div data-jobs-slot="lista-1"><ul><li>Trabalho</li></ul></div>' : null))
    expect(spliced).toBe(
      page.replace('<div data-jobs-slot="lista-1"></div>', '<div data-jobs-slot="lista-1"><ul><li>Trabalho</li></ul></div>'),
    )
    expect(spliceSlots(page, (id) => `<div data-jobs-slot="${id}">novo</div>`)).toBe(
      [
        '<html><head><style>.a{color:red}</style></head><body><main>',
        '<section><p>antes</p></section>',
        '<div data-jobs-slot="lista-1">novo</div><div data-jobs-slot="bloco-2">novo</div>',
        '<section><div>depois</div></section>',
        '</main></body></html>',
      ].join(''),
    )
  })

  it('leave a page without slots, or with a slot left open, as it is', () => {
    const plain = '<main><div>nada</div></main>'
    expect(spliceSlots(plain, () => 'x')).toBe(plain)
    const open = '<main><div data-jobs-slot="lista-1"><div></main>'
    expect(spliceSlots(open, () => 'x')).toBe(open)
  })
})

describe("a spliced page's stylesheet", () => {
  it('is the first inline <style> made anew, the rest of the page untouched', () => {
    expect(withStylesheet(page, '.a{color:red}.b{color:blue}')).toBe(
      page.replace('.a{color:red}</style>', '.a{color:red}.b{color:blue}</style>'),
    )
    expect(withStylesheet('<p>sem estilo</p>', '.b{}')).toBe('<p>sem estilo</p>')
  })
})
