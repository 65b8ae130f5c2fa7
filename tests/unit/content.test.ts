import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../pages/site'

const { neighbourhoods, routes, site } = siteContent()

// The rules about what the owner writes (prepositions, repeated sentences, lengths) are the content check's
// (engine/content/checkSite.ts), tested on made inputs; here, only that her files load as one site.
describe('content files', () => {
  it('all parse: the site, every page and every neighbourhood, each on its own address', () => {
    expect(site.brand.length).toBeGreaterThan(1)
    const files = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.ts'))
    expect(neighbourhoods.map((n) => `${n.slug}.ts`).sort()).toEqual(files('content/neighbourhoods').sort())
    expect(routes.size).toBe(files('content/pages').length + neighbourhoods.length)
  })
})
