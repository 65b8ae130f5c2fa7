import { describe, expect, it } from 'vitest'
import { shortPaths } from './shortPaths'
import { through } from './through'

const next = () => new Response('página')
const middleware = shortPaths(() => ({ '/privacidade': '/politica-de-privacidade', '/igual': '/igual' }))

/** What the middleware answers for a path asked through a foreign Host. */
async function answer(path: string) {
  const response = await through([middleware], next)(new Request(`http://evil.example${path}`))
  return { status: response.status, location: response.headers.get('location'), body: await response.text() }
}

describe('shortPaths', () => {
  it('sends a short address to its page, relative, keeping the query', async () => {
    expect(await answer('/privacidade')).toEqual({ status: 301, location: '/politica-de-privacidade', body: '' })
    expect(await answer('/privacidade?x=1')).toEqual({ status: 301, location: '/politica-de-privacidade?x=1', body: '' })
  })

  it.each(['/', '/politica-de-privacidade', '/privacidade/mais', '/igual'])('passes %s on', async (path) => {
    expect(await answer(path)).toEqual({ status: 200, location: null, body: 'página' })
  })
})
