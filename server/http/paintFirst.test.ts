import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { paintFirst } from './paintFirst'

/** The end of an admin page as Vike writes it (vike 0.4): its entry module and the preloads of what it imports. */
const vikePage = `<html><head><title>Painel</title></head><body><div id="root"><h1>Entrar no painel</h1></div>
        <script id="vike_pageContext" type="application/json" nonce="n0Nce+/=">{"pageId":"/pages/admin"}</script>
        <script src="/assets/entries/entry-server-routing.aAm0MW1-.js" type="module" async nonce="n0Nce+/="></script>
        <link rel="modulepreload" href="/assets/entries/pages_admin.Mowf_SJg.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-hUY4_oWi.js" as="script" type="text/javascript">
</body></html>`

describe('paintFirst', () => {
  const page = paintFirst(vikePage)

  it('leaves no script or preload for the browser to fetch before it paints', () => {
    expect(page).not.toMatch(/<script[^>]* src=/)
    expect(page).not.toContain('modulepreload" href')
    expect(page).toContain('<h1>Entrar no painel</h1>')
    expect(page).toContain('<script id="vike_pageContext" type="application/json" nonce="n0Nce+/=">')
  })

  it('adds the same entry and preloads once the first frame is painted, from a script carrying the page nonce', async () => {
    const loader = /<script nonce="n0Nce\+\/=">(.+?)<\/script>/.exec(page)?.[1]
    expect(loader).toBeDefined()
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = []
    const frames: (() => void)[] = []
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { append: (node: (typeof added)[number]) => added.push(node) },
      body: { append: (node: (typeof added)[number]) => added.push(node) },
    }
    runInNewContext(loader ?? '', {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => callback(),
      document,
    })
    expect(added).toEqual([])
    frames.forEach((frame) => frame())
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entries/pages_admin.Mowf_SJg.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/chunks/chunk-hUY4_oWi.js' },
      { tag: 'script', type: 'module', src: '/assets/entries/entry-server-routing.aAm0MW1-.js' },
    ])
  })

  it('leaves a page it does not recognise as it is (npm run dev, another Vike)', () => {
    const dev = '<html><body><script type="module" async nonce="x">import("/@vite/client")</script></body></html>'
    expect(paintFirst(dev)).toBe(dev)
  })
})
