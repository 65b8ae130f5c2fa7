import { describe, expect, it } from 'vitest'
import { siteContent } from '../pages/site'
import { pageNames } from './pageNames'

const content = siteContent()
const names = pageNames(content)

describe('pageNames', () => {
  it.each(content.neighbourhoods.map((n) => [n.path, n.name] as const))('%s is named by its neighbourhood: %s', (path, name) => {
    expect(names[path]).toBe(name)
  })

  it("names every page of the site and the blog, without the brand, the home page by the menu's word", () => {
    for (const path of [...content.routes.keys(), '/blog']) {
      expect(names[path]).toBeTruthy()
      expect(names[path]).not.toContain(content.site.brand)
    }
    expect(names['/']).toBe(content.navigation.homeLabel)
  })
})
