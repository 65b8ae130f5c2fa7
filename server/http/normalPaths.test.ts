import { describe, expect, it } from 'vitest'
import { normalPaths } from './normalPaths'
import { through } from './through'

const next = () => new Response('página')

/** What the middleware answers for a path asked through a foreign Host. */
async function answer(path: string) {
  const response = await through([normalPaths], next)(new Request(`http://evil.example${path}`))
  return { status: response.status, location: response.headers.get('location'), body: await response.text() }
}

describe('normalPaths', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/blog/rss.xml/', '/blog/rss.xml'],
    ['/sitemap.xml/', '/sitemap.xml'],
    ['/blog//como-medir/?page=2', '/blog/como-medir?page=2'],
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
  ])('sends %s to %s, relative and with nothing of the Host in it', async (path, location) => {
    expect(await answer(path)).toEqual({ status: 301, location, body: '' })
  })

  it.each(['/', '/blog', '/blog/rss.xml', '/blog?page=2', '/cortinas-moema'])('passes %s on', async (path) => {
    expect(await answer(path)).toEqual({ status: 200, location: null, body: 'página' })
  })
})
