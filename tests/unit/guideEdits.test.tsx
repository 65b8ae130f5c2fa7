import { afterAll, describe, expect, it } from 'vitest'
import { neighbourhoodPath } from '../../engine/routes/neighbourhoodPage'
import site from '../../content/site'
import { displayPhone } from '../../engine/site/links'
import { contentCopy, contentErrors, contentLoader, loadCopy, renderedPages } from './editedCopy'
import { launchItems } from '../../engine/launch/check'
import { checkContent } from '../../engine/content/check'
import { applyGuideEdits } from './guideEdits'
import { applyLaunchEdits, launchValues, realTestimonial } from '../support/launchEdits'
import { applyOwnerEdits } from './ownerEdits'

describe("the guide's edits on a copy of the content", () => {
  const copy = contentCopy('conteudo-editado-')
  const { removed, aliases } = applyGuideEdits(copy.root)
  afterAll(copy.remove)

  it('pass the content check with no error', async () => {
    expect(await contentErrors(copy.root)).toEqual([])
  }, 30_000)

  it('load as a site, and every page renders with its head and frame', async () => {
    const content = await loadCopy(copy.root, aliases)
    const removedPath = neighbourhoodPath(removed, content.neighbourhoodPage)
    expect(content.routes.has('/cortinas-vila-madalena')).toBe(true)
    expect(content.routes.has(removedPath)).toBe(false)
    for (const [path, html] of renderedPages(content)) {
      expect(html, path).toContain(content.site.tagline)
      expect(html, path).toContain('href="/cortinas-vila-madalena"')
      expect(html, path).not.toContain(`href="${removedPath}"`)
    }
    expect(content.site.tagline).toMatch(/^Cortinas feitas sob medida/)
  }, 30_000)
})

describe("the owner's everyday edits on a copy of the content", () => {
  const copy = contentCopy('conteudo-da-dona-')
  const edits = applyOwnerEdits(copy.root)
  afterAll(copy.remove)

  it('pass the content check with no error', async () => {
    expect(await contentErrors(copy.root)).toEqual([])
  }, 30_000)

  it('load as a site whose pages all carry the new words and no link to the removed page', async () => {
    const content = await loadCopy(copy.root)
    const pages = renderedPages(content)
    const menuWords = [...content.navigation.main, ...content.navigation.footer].map((link) => link.label)
    expect(menuWords.filter((label) => label.endsWith(' (editado)'))).not.toEqual([])
    expect(pages.get(edits.heroPath)).toContain(edits.heroHeading)
    expect(pages.get(edits.heroPath)).toContain(edits.heroAction)
    const retitled = pages.get(edits.retitledPath)
    expect(retitled).toContain(`<title>${edits.title}</title>`)
    expect(retitled).toContain(`<meta name="description" content="${edits.description}"/>`)
    for (const [path, html] of pages) {
      expect(html, path).toContain(edits.menuLabel)
      expect(html, path).toContain(edits.footerLabel)
      expect(html, path).toContain(edits.chatButtonLabel)
      for (const label of menuWords) expect(html, path).toContain(label)
      expect(html, path).toContain(`aria-label="${content.labels.frame.mainMenuLabel}"`)
      if (edits.removedPath) expect(html, path).not.toContain(`href="${edits.removedPath}"`)
    }
    if (edits.removedPath) expect(pages.has(edits.removedPath)).toBe(false)
  }, 30_000)
})

describe('the launch edits on a copy of the content: every example value replaced, one real testimonial', () => {
  const copy = contentCopy('conteudo-lancamento-')
  applyLaunchEdits(copy.root)
  afterAll(copy.remove)

  it('pass the content check, and the launch check finds nothing left in the content', async () => {
    expect(await contentErrors(copy.root)).toEqual([])
    expect(launchItems(await checkContent(copy.root, contentLoader(copy.root)))).toEqual([])
  }, 30_000)

  it('load as a site whose every page names the real business and no example one, the real testimonial on the home page only', async () => {
    const content = await loadCopy(copy.root)
    // The values the edits replaced, whatever they were (the owner's own, once she has launched, are the same).
    const replaced = [
      [site.brand, launchValues.brand],
      [site.controller.legalName, launchValues.controller.legalName],
      [site.controller.document, launchValues.controller.document],
      [site.email, launchValues.email],
      [displayPhone({ ...content.site, phone: site.phone }), displayPhone(content.site)],
    ]
    const examples = replaced.flatMap(([before, after]) => (before === after ? [] : [before]))
    for (const [path, html] of renderedPages(content)) {
      for (const value of [launchValues.brand, launchValues.controller.legalName, launchValues.email]) expect(html, path).toContain(value)
      for (const value of examples) expect(html, path).not.toContain(value)
      expect(html, path).not.toContain(`(${content.labels.testimonials.example})`)
      if (path === '/') continue
      expect(html, path).not.toContain(`aria-label="${content.neighbourhoodPage.testimonialsHeading}"`)
      expect(html, path).not.toContain(realTestimonial.text)
    }
    expect(renderedPages(content).get('/')).toContain(realTestimonial.text)
    expect(content.site.ownerName).toBe(launchValues.ownerName)
  }, 30_000)
})
