import { describe, expect, it } from 'vitest'
import { render } from '../testing'
import { KeepCompounds, keepCompoundsInHeadings } from './compounds'

describe('KeepCompounds', () => {
  it('keeps each compound word of a heading on one line and leaves the rest as it is', () => {
    const dom = render(
      <h1>
        <KeepCompounds text="Cortinas para pé-direito duplo e ar-condicionado" />
      </h1>,
    )
    expect(dom.textContent).toBe('Cortinas para pé-direito duplo e ar-condicionado')
    expect(Array.from(dom.querySelectorAll('span'), (span) => span.textContent)).toEqual(['pé-direito', 'ar-condicionado'])
  })

  it('adds nothing to a heading without compounds, nor to a dash between words', () => {
    expect(
      render(
        <h2>
          <KeepCompounds text="Trilho ou varão - qual escolher?" />
        </h2>,
      ).querySelector('span'),
    ).toBeNull()
  })
})

describe('keepCompoundsInHeadings', () => {
  it('wraps compounds in the text of headings only, never inside tags or other elements', () => {
    const html = '<h2 class="x">O pé-direito <a href="/pe-direito-duplo">bem-feito</a></h2><p>Um pé-direito alto.</p>'
    const dom = render(<div dangerouslySetInnerHTML={{ __html: keepCompoundsInHeadings(html) }} />)
    expect(Array.from(dom.querySelectorAll('h2 span'), (span) => span.textContent)).toEqual(['pé-direito', 'bem-feito'])
    expect(dom.querySelector('h2 a')?.getAttribute('href')).toBe('/pe-direito-duplo')
    expect(dom.querySelector('h2')?.getAttribute('class')).toBe('x')
    expect(dom.querySelector('p span')).toBeNull()
  })
})
