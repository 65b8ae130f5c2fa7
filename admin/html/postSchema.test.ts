// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { ALLOWED_TAGS, createPostSanitizer } from '../../blog/sanitize'
import { postSchema } from './postSchema'
import { editorInput, postHtml } from './postHtml'

const sanitize = createPostSanitizer(window.location.origin)

// Each test's editors are destroyed after it: a live one's DOM observer fires after jsdom is gone.
const editors: Editor[] = []
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()))

/** An editor of the post's schema, destroyed after the test. */
function newEditor(content?: string): Editor {
  const editor = new Editor({ extensions: postSchema, content })
  editors.push(editor)
  return editor
}

/** What the editor saves of `html`, loaded as a stored post is. */
const saved = (html: string) => postHtml(newEditor(editorInput(html)))

/** What the editor saves after `html` is pasted into an empty post, through ProseMirror's own paste path. */
function pasted(html: string): string {
  const editor = newEditor()
  // jsdom has no ClipboardEvent; the event only reaches handlePaste hooks, which read nothing from it.
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent)
  return postHtml(editor)
}

/** A post using every node and mark the owner can make. */
const everything = [
  '<h2>Título</h2><h3>Subtítulo</h3><h4>Menor</h4>',
  '<p>Texto <strong>negrito</strong>, <em>itálico</em>, <u>sublinhado</u>, <s>riscado</s>, <code>código</code>, linha<br>quebrada, ',
  '<a href="/contato">contato</a>, <a href="https://loja.example/x" target="_blank" rel="noopener noreferrer">fora</a>, ',
  '<a href="mailto:dona@loja.example">e-mail</a>, <a href="tel:+5511999999999">telefone</a> e ',
  '<img src="https://loja.example/foto.jpg" alt="Foto"> <img src="/media/sala.jpg" alt="Sala" title="Sala clara">.</p>',
  '<ul><li>um</li><li><p>dois</p><ul><li>aninhado</li></ul></li></ul><ol><li>primeiro</li><li>segundo</li></ol>',
  '<blockquote>Citação</blockquote><blockquote><p>Duas</p><p>linhas</p></blockquote>',
  '<table><tbody><tr><th>Tecido</th><th>Luz</th></tr><tr><td>Linho</td><td>Filtra</td></tr></tbody></table>',
  '<pre><code>bloco de código</code></pre>',
].join('')

/** What the sanitiser keeps but the owner cannot make, or drops: none of it may reach a saved post. */
const dropped: [name: string, html: string][] = [
  ['script and iframe', '<p>a</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>'],
  ['event handlers', '<p onclick="alert(1)">a<img src="/x.jpg" onerror="alert(1)"></p>'],
  ['javascript: and data: links', '<p><a href="javascript:alert(1)">a</a> <a href="data:text/html,x">b</a></p>'],
  ['data: and file images', '<p><img src="data:image/png;base64,AAAA"><img src="file:///C:/foto.jpg">a</p>'],
  [
    'fonts, colours, classes',
    '<p class="MsoNormal" style="color: red"><span style="font-family: Arial; color: #c00">a</span><font face="x">b</font></p>',
  ],
  ['divs and spans', '<div class="caixa"><span class="destaque">a</span></div>'],
  ['a rule and other tags', '<hr><p>a<sup>2</sup><mark>b</mark></p><details><summary>c</summary></details>'],
  [
    'merged and sized cells',
    '<table style="width: 100%"><tr><td colspan="2" style="width: 50%">a</td></tr><tr><td>b</td><td>c</td></tr></table>',
  ],
  ['svg and forms', '<svg onload="alert(1)"><circle r="1"/></svg><form><input value="a"><button>b</button></form>'],
]

/** The tags and attributes the editor can make. */
const EDITOR_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'tbody',
  'tr',
  'th',
  'td',
])
const EDITOR_ATTRIBUTES = new Set(['href', 'target', 'rel', 'src', 'alt', 'title'])

function madeOf(html: string) {
  const elements = [...new DOMParser().parseFromString(html, 'text/html').body.querySelectorAll('*')]
  return {
    tags: [...new Set(elements.map((element) => element.localName))].filter((tag) => !EDITOR_TAGS.has(tag)),
    attributes: [...new Set(elements.flatMap((element) => element.getAttributeNames()))].filter((name) => !EDITOR_ATTRIBUTES.has(name)),
  }
}

describe("the editor's schema is what the post sanitiser keeps", () => {
  it('keeps every node and mark the owner can make, and the sanitiser gives its HTML back unchanged', () => {
    const html = saved(everything)
    expect(html).toBe(everything)
    expect(sanitize(html)).toBe(html)
    expect(madeOf(html)).toEqual({ tags: [], attributes: [] })
  })

  it('makes only tags the sanitiser keeps', () => {
    for (const tag of EDITOR_TAGS) expect(ALLOWED_TAGS).toContain(tag)
  })

  it('saves what its own commands make (a new table, an outside link) as the sanitiser keeps it', () => {
    const editor = newEditor('<p>veja a loja</p>')
    editor.chain().setTextSelection({ from: 8, to: 14 }).setLink({ href: 'https://loja.example' }).run()
    editor.chain().setTextSelection(14).insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run()
    const html = postHtml(editor)
    expect(html).toBe(
      '<p>veja a <a href="https://loja.example" target="_blank" rel="noopener noreferrer">loja</a></p>' +
        '<table><tbody><tr><th></th><th></th></tr><tr><td></td><td></td></tr></tbody></table>',
    )
    expect(sanitize(html)).toBe(html)
  })

  it.each(dropped)('lets no %s survive, loaded or pasted', (_, html) => {
    for (const output of [saved(html), pasted(html)]) {
      expect(madeOf(output)).toEqual({ tags: [], attributes: [] })
      expect(output).not.toMatch(/alert|evil|javascript:|data:|file:/)
      expect(sanitize(output)).toBe(output)
    }
  })
})

describe('typing after a link', () => {
  it('leaves the period that ends the sentence out of the link', () => {
    const editor = newEditor('<p>Veja a <a href="/contato">página de contato</a></p>')
    editor.commands.focus('end')
    editor.view.dispatch(editor.state.tr.insertText('.'))
    expect(postHtml(editor)).toBe('<p>Veja a <a href="/contato">página de contato</a>.</p>')
  })
})

describe('a paste from Google Docs or Word', () => {
  it.each(['google-docs', 'word'])('from %s keeps headings, bold, italics, lists, links and tables, and nothing else', (name) => {
    const html = pasted(readFileSync(`tests/fixtures/paste/${name}.html`, 'utf8'))
    // The clipboard as Chrome hands it over, and what the editor saves of it (pinned beside it).
    expect(html).toBe(readFileSync(`tests/fixtures/paste/${name}.saved.html`, 'utf8').trim())
    expect(sanitize(html)).toBe(html)
  })
})
