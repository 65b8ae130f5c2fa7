import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { lowPriorityEntryScript, lowPriorityEntryScripts } from './entryScript'

const entry = '<script src="/assets/entries/pages_client.X1.js" type="module" async></script>'

describe('lowPriorityEntryScript', () => {
  it("gives Vike's entry script tag a low fetch priority", () => {
    expect(lowPriorityEntryScript(`<head>${entry}</head>`)).toBe(
      '<head><script src="/assets/entries/pages_client.X1.js" type="module" async fetchpriority="low"></script></head>',
    )
  })

  it('leaves other scripts alone: JSON-LD, and a tag carrying a nonce (the admin)', () => {
    const others = '<script type="application/ld+json">{}</script><script src="/a.js" type="module" async nonce="n"></script>'
    expect(lowPriorityEntryScript(others)).toBe(others)
  })
})

describe('lowPriorityEntryScripts', () => {
  const app = new Hono()
  app.use(lowPriorityEntryScripts)
  app.get('/page', (c) => c.html(entry, 404, { etag: '"a"' }))
  app.get('/data', (c) => c.text(entry))

  it('rewrites rendered HTML, keeping its status and headers, with a correct length', async () => {
    const response = await app.request('/page')
    const body = await response.text()
    expect(body).toContain('fetchpriority="low"')
    expect(response.status).toBe(404)
    expect(response.headers.get('etag')).toBe('"a"')
    expect(response.headers.get('content-length')).toBeNull()
  })

  it('passes anything but HTML through untouched', async () => {
    expect(await (await app.request('/data')).text()).toBe(entry)
  })
})
