import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { UNAVAILABLE_HEADER, unavailableStatus } from './unavailable'

/** An app whose page marks itself unavailable when asked to. */
function app() {
  const server = new Hono()
  server.use('/blog', unavailableStatus)
  server.get('/blog', (c) => {
    if (c.req.query('broken')) c.header(UNAVAILABLE_HEADER, '1')
    return c.html('<h2>Erro ao carregar posts</h2>')
  })
  return server
}

describe('unavailableStatus', () => {
  it('turns a page marked unavailable into a 503 with Retry-After, keeping its body', async () => {
    const response = await app().request('/blog?broken=1')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('300')
    expect(response.headers.has(UNAVAILABLE_HEADER)).toBe(false)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(await response.text()).toContain('Erro ao carregar posts')
  })

  it('leaves every other answer as it was', async () => {
    const response = await app().request('/blog')
    expect(response.status).toBe(200)
    expect(response.headers.has('retry-after')).toBe(false)
  })
})
