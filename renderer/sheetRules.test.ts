import { describe, expect, it } from 'vitest'
import { sheetFor } from './sheetRules'
import { splitSheet } from '../build/splitSheet'

const sheet = splitSheet(
  [
    'body{margin:0}',
    '.card{padding:1rem}',
    '.card .title,.hero h1{font-size:2rem}',
    '.menu[open] .panel{display:block}',
    '.link:not(.current):hover{color:red}',
    '.list:has(.empty){opacity:.5}',
    '@media (min-width:48rem){.card{padding:2rem}.lightbox{inset:0}}',
    '@media (min-width:64rem){.lightbox{inset:1rem}}',
    '@keyframes fade{from{opacity:0}to{opacity:1}}',
  ].join(''),
)

describe('sheetFor', () => {
  it('keeps rules without classes, and those whose classes the page uses, in their order', () => {
    expect(sheetFor(sheet, '<main class="card"><p class="other">x</p></main>')).toBe(
      'body{margin:0}.card{padding:1rem}@media (min-width:48rem){.card{padding:2rem}}@keyframes fade{from{opacity:0}to{opacity:1}}',
    )
  })

  it('keeps a rule when one of its selectors matches, and needs every class of that selector', () => {
    expect(sheetFor(sheet, '<h2 class="title">x</h2>')).not.toContain('font-size')
    expect(sheetFor(sheet, '<div class="card"><h2 class="title">x</h2></div>')).toContain('.card .title,.hero h1{font-size:2rem}')
    expect(sheetFor(sheet, '<section class="hero">x</section>')).toContain('font-size:2rem')
  })

  it('keeps the rules of states that scripts set by attribute, since the elements are in the HTML', () => {
    expect(sheetFor(sheet, '<details class="menu"><div class="panel"></div></details>')).toContain('.menu[open] .panel{display:block}')
  })

  it('does not require classes named inside pseudo-classes such as :not() and :has()', () => {
    const css = sheetFor(sheet, '<a class="link">x</a><ul class="list"></ul>')
    expect(css).toContain('.link:not(.current):hover{color:red}')
    expect(css).toContain('.list:has(.empty){opacity:.5}')
  })

  it('counts classes in every element, templates included, and in lists of several classes', () => {
    expect(sheetFor(sheet, '<template><div class="x lightbox"></div></template>')).toContain(
      '@media (min-width:48rem){.lightbox{inset:0}}@media (min-width:64rem){.lightbox{inset:1rem}}',
    )
  })

  it('drops an at-rule whose rules are all unused', () => {
    expect(sheetFor(sheet, '<p>x</p>')).not.toContain('@media')
  })

  it('keeps the whole sheet when the page is unknown', () => {
    expect(sheetFor(sheet, undefined)).toContain('.lightbox{inset:1rem}')
    expect(sheetFor(sheet, undefined)).toContain('.card .title,.hero h1')
  })
})
