import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** This file's posts, removed at the end: a later test that opens the newest post must not meet this one. */
const created: string[] = []
afterAll(() => site.sql('delete from public.posts where id = any($1)', [created]))

/** Stored post bodies that run script as soon as they reach a live DOM, unless sanitised first. */
const payloads = [
  '<img src="x" onerror="pwn()">',
  '<svg><animate onbegin="pwn()" attributeName="x" dur="1s"></animate></svg>',
  '<details open ontoggle="pwn()"><summary>x</summary></details>',
  '<iframe srcdoc="<script>parent.pwn()</script>"></iframe>',
  '<video><source onerror="pwn()"></video>',
  '<input autofocus onfocus="pwn()">',
  '<math><mtext><table><mglyph><style><img src=x onerror=pwn()></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=pwn()>"></noscript>',
  '<object data="javascript:pwn()"></object><embed src="javascript:pwn()">',
  '<a href="javascript:pwn()">link</a><form><button formaction="javascript:pwn()">x</button></form>',
  '<p style="background:url(javascript:pwn())">estilo</p><script>pwn()</script>',
]

/** What of a payload survived in the editable area: elements and attributes that can run or load script. */
const dangerous = `[...document.querySelectorAll('[role="textbox"] *')].flatMap((element) => [
  ...(/^(script|iframe|svg|math|object|embed|form|input|button|video|source|style|details|noscript)$/i.test(element.tagName) ? [element.tagName] : []),
  ...[...element.attributes].filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value)).map((a) => a.name + '=' + a.value),
])`

describe("the post editor with a hostile post's HTML", () => {
  it('runs none of it, in the visual editor or after the HTML view, and keeps the plain text', async () => {
    // The legitimate text comes first: after deliberately malformed markup the parser may drop what follows.
    const content = '<p>Texto legítimo do post.</p>' + payloads.join('\n')
    const [post] = await site.sql<{ id: string }>('insert into public.posts (slug, title, content) values ($1, $2, $3) returning id', [
      `xss-${randomUUID()}`,
      'Post hostil',
      content,
    ])
    if (post) created.push(post.id)
    // Without the CSP, so that only the sanitiser stands between the stored HTML and the admin's origin.
    const page = await site.open('/admin/login', { bypassCSP: true })
    await page.context().addInitScript(() => Object.assign(window, { pwn: () => Object.assign(window, { pwned: true }) }))
    await signIn(page, site.stack.admin)
    await page.getByRole('heading', { name: 'Posts' }).waitFor()
    await page.goto(`${site.url}/admin/blog/${post?.id}`)
    const editor = page.getByRole('textbox', { name: 'Conteúdo' })
    await expect.poll(() => editor.innerText()).toContain('Texto legítimo do post.')
    expect(await page.evaluate(dangerous)).toEqual([])

    await page.getByRole('button', { name: 'Código HTML' }).click()
    await page.getByRole('button', { name: 'Código HTML' }).click()
    await expect.poll(() => editor.innerText()).toContain('Texto legítimo do post.')
    expect(await page.evaluate(dangerous)).toEqual([])
    await page.locator('[data-preview-body]').waitFor()
    expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
    await page.context().close()
  })
})
