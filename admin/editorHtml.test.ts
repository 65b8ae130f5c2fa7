import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { tidyEditorHtml } from './editorHtml'

const { document } = new JSDOM('').window

function tidy(html: string): string {
  const root = document.createElement('div')
  root.innerHTML = html
  tidyEditorHtml(root)
  return root.innerHTML
}

describe('tidyEditorHtml', () => {
  it.each([
    ['<p><b>negrito</b> e <i>itálico</i></p>', '<p><strong>negrito</strong> e <em>itálico</em></p>'],
    ['<div>linha um</div><div>linha dois</div>', '<p>linha um</p><p>linha dois</p>'],
    ['<p>texto <span style="font-size: 1rem;">colado</span></p>', '<p>texto colado</p>'],
    ['<p><span class="destaque">mantido</span></p>', '<p><span class="destaque">mantido</span></p>'],
    ['texto solto <b>forte</b><h2>Título</h2>mais texto', '<p>texto solto <strong>forte</strong></p><h2>Título</h2><p>mais texto</p>'],
    ['<h2>Título</h2>\n<p>Parágrafo</p>', '<h2>Título</h2>\n<p>Parágrafo</p>'],
    ['<ul><li><b>item</b></li></ul>', '<ul><li><strong>item</strong></li></ul>'],
    ['<p><a href="/contato" style="color: red">contato</a></p>', '<p><a href="/contato" style="color: red">contato</a></p>'],
    ['<b style="font-weight: 700">pesado</b>', '<p><strong>pesado</strong></p>'],
    ['<p>dois&nbsp; espaços e um no fim&nbsp;</p>', '<p>dois  espaços e um no fim </p>'],
  ])('%s → %s', (input, output) => {
    expect(tidy(input)).toBe(output)
  })
})
