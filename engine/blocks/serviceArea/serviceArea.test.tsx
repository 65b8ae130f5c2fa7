import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../../pages/site'
import { issuesOf, render, texts } from '../testing'
import { serviceAreaSchema } from './schema'
import { ServiceArea } from './ServiceArea'

const { site } = siteContent()

const input = { type: 'serviceArea', heading: 'Onde atendemos', text: 'Também atendemos outros bairros de São Paulo.' } satisfies z.input<
  typeof serviceAreaSchema
>

describe('ServiceArea', () => {
  const dom = render(<ServiceArea {...serviceAreaSchema.parse(input)} />)

  it("lists the site's service area", () => {
    expect(texts(dom, 'li')).toEqual([...site.serviceArea])
  })

  it('labels the strip with its heading and shows the sentence', () => {
    const heading = dom.querySelector('h2')
    expect(heading?.textContent).toBe('Onde atendemos')
    expect(dom.querySelector('section')?.getAttribute('aria-labelledby')).toBe(heading?.id)
    expect(texts(dom, 'p')).toEqual([input.text])
  })

  it('refuses a strip without a heading', () => {
    expect(issuesOf(serviceAreaSchema, { type: 'serviceArea' })).toEqual([expect.stringMatching(/^heading: /)])
  })
})
