import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { fitHeadings, linkAddress, tidyEditorHtml } from './editorHtml'
import { cleanPastedHtml } from './pastedHtml'

const { document } = new JSDOM('').window

/** Runs an in-place rule over `html` in a detached body and returns the result. */
function applied(rule: (root: HTMLElement) => void, html: string): string {
  const root = document.createElement('body')
  root.innerHTML = html
  rule(root)
  return root.innerHTML
}

describe('fitHeadings', () => {
  it.each([
    ['<h2>a</h2><h3>b</h3><h4>c</h4>', '<h2>a</h2><h3>b</h3><h4>c</h4>'],
    ['<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4>', '<h2>a</h2><h3>b</h3><h4>c</h4><h4>d</h4>'],
    ['<h2>a</h2><h5 class="x">b</h5><h6>c</h6>', '<h2>a</h2><h4 class="x">b</h4><h4>c</h4>'],
  ])('%s → %s', (input, output) => {
    expect(applied(fitHeadings, input)).toBe(output)
  })
})

describe('tidyEditorHtml', () => {
  const tidy = (root: HTMLElement) => tidyEditorHtml(root, 'https://www.cortinas.example')
  it.each([
    [
      '<ul><li><p>um</p></li><li><p>dois</p><ul><li><p>três</p></li></ul></li></ul>',
      '<ul><li>um</li><li><p>dois</p><ul><li>três</li></ul></li></ul>',
    ],
    [
      '<blockquote><p>uma</p></blockquote><blockquote><p>duas</p><p>linhas</p></blockquote>',
      '<blockquote>uma</blockquote><blockquote><p>duas</p><p>linhas</p></blockquote>',
    ],
    [
      '<table><tbody><tr><th><p>a</p></th><td><p>b</p></td></tr></tbody></table>',
      '<table><tbody><tr><th>a</th><td>b</td></tr></tbody></table>',
    ],
    [
      '<p><a href="https://loja.example/x">fora</a></p>',
      '<p><a href="https://loja.example/x" target="_blank" rel="noopener noreferrer">fora</a></p>',
    ],
    ['<p><a target="_blank" href="/contato" rel="nofollow">contato</a></p>', '<p><a href="/contato">contato</a></p>'],
    [
      '<p><a rel="nofollow" target="_blank" href="https://loja.example/">fora</a></p>',
      '<p><a href="https://loja.example/" target="_blank" rel="noopener noreferrer">fora</a></p>',
    ],
    ['<p><a href="https://www.cortinas.example/blog">blog</a></p>', '<p><a href="https://www.cortinas.example/blog">blog</a></p>'],
  ])('%s → %s', (input, output) => {
    expect(applied(tidy, input)).toBe(output)
  })
})

describe('cleanPastedHtml', () => {
  it.each([
    [
      'comments and Word fillers',
      '<!--StartFragment--><p class="MsoNormal">texto<o:p></o:p></p><p><o:p>&nbsp;</o:p></p><!--EndFragment-->',
      '<p class="MsoNormal">texto</p>',
    ],
    ['empty paragraphs and stray breaks', '<p>um</p><br><p><span><br></span></p><p> &nbsp; </p><p>dois</p>', '<p>um</p><p>dois</p>'],
    ['no-break spaces', '<p>dois&nbsp;&nbsp;espaços</p>', '<p>dois  espaços</p>'],
    ["Docs' wrapper", '<b style="font-weight:normal;" id="docs-internal-guid-1"><p>a</p></b>', '<p>a</p>'],
    [
      "Docs' nested list beside its item",
      '<ul><li>a</li><ul><li>b</li></ul><li>c</li></ul>',
      '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>',
    ],
    [
      "underline on a link's text",
      '<a href="/x"><span style="color: blue; text-decoration: underline;">x</span></a>',
      '<a href="/x"><span style="color: blue;">x</span></a>',
    ],
    ['styles, scripts and shapes', '<style>p{}</style><script>x()</script><p>a<v:shape>b</v:shape></p>', '<p>a</p>'],
    [
      'a numbered Word list',
      '<p style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.&nbsp;</span>um</p><p style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">2.&nbsp;</span>dois</p><p>depois</p>',
      '<ol><li style="mso-list:l1 level1 lfo2">um</li><li style="mso-list:l1 level1 lfo2">dois</li></ol><p>depois</p>',
    ],
    [
      'a Word bullet list with a deeper item',
      '<p style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span>a</p><p style="mso-list:l0 level2 lfo1"><span style="mso-list:Ignore">o</span>b</p><p style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span>c</p>',
      '<ul><li style="mso-list:l0 level1 lfo1">a<ul><li style="mso-list:l0 level2 lfo1">b</li></ul></li><li style="mso-list:l0 level1 lfo1">c</li></ul>',
    ],
  ])('%s', (_, input, output) => {
    expect(applied(cleanPastedHtml, input)).toBe(output)
  })
})

describe('linkAddress', () => {
  it.each([
    ['https://loja.example/cortinas', 'https://loja.example/cortinas'],
    ['  /contato ', '/contato'],
    ['#medidas', '#medidas'],
    ['mailto:dona@loja.example', 'mailto:dona@loja.example'],
    ['tel:+5511999999999', 'tel:+5511999999999'],
    ['www.loja.com.br', 'https://www.loja.com.br'],
    ['loja.com.br/cortinas?cor=bege', 'https://loja.com.br/cortinas?cor=bege'],
    ['', null],
    ['https://', null],
    ['javascript:alert(1)', null],
    ['data:text/html,oi', null],
  ])('%s → %s', (typed, address) => {
    expect(linkAddress(typed)).toBe(address)
  })
})
