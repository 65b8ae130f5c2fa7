import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { postSummary } from '../../blog/data/testing'
import { rssXml } from './rss'
import { sitemapXml } from './sitemap'
import { escapeXml } from './xml'

/** Text with characters XML 1.0 forbids: a control character, lone surrogates of both halves, U+FFFE. */
const HOSTILE = 'Cortina\u0001 de \uD800linho\uDFFF\uFFFE'

const post = postSummary('cortina-de-linho', { title: HOSTILE, subtitle: `Tecido \u000B${HOSTILE} & <cia>`, author: `Ana\u001F` })

/** Parses as XML, failing on anything a strict parser refuses. */
function parse(xml: string): Document {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}

describe('escapeXml', () => {
  it('drops the characters XML 1.0 forbids and keeps tabs, line breaks, accents and characters past the BMP', () => {
    expect(escapeXml(HOSTILE)).toBe('Cortina de linho')
    expect(escapeXml('a\tb\nc\rd ção 🪟 <&>')).toBe('a\tb\nc\rd ção 🪟 &lt;&amp;&gt;')
  })
})

describe('the XML the site writes', () => {
  it('keeps the RSS feed well-formed, with the post in it, when a title holds forbidden characters', () => {
    const feed = rssXml(
      {
        title: 'Blog\u0002',
        description: 'Dicas',
        siteUrl: 'https://exemplo.com.br',
        feedUrl: 'https://exemplo.com.br/blog/rss.xml',
        defaultAuthor: 'Ana',
      },
      [post],
    )
    const item = parse(feed).querySelector('item')
    expect(item?.querySelector('title')?.textContent).toBe('Cortina de linho')
    expect(item?.querySelector('description')?.textContent).toBe('Tecido Cortina de linho & <cia>')
    expect(item?.querySelector('link')?.textContent).toBe('https://exemplo.com.br/blog/cortina-de-linho')
  })

  it('keeps the sitemap well-formed whatever its addresses hold', () => {
    const doc = parse(sitemapXml([{ loc: `https://exemplo.com.br/p\u0000\uDBFF` }]))
    expect(doc.querySelector('loc')?.textContent).toBe('https://exemplo.com.br/p')
  })
})
