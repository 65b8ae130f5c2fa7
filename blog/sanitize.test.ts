import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { plainText } from '../engine/text/plainText'
import { ALLOWED_ATTR, ALLOWED_TAGS, createPostSanitizer } from './sanitize'

const sanitize = createPostSanitizer('https://www.cortinas-exemplo.com.br')

/** Payloads that must come out harmless, from the usual XSS cheat sheets. */
const payloads: [name: string, html: string][] = [
  ['script element', '<p>oi</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="/x.jpg" onerror="alert(1)">'],
  ['body onload', '<body onload="alert(1)"><p>x</p></body>'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(1)">clique</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: link with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: link in upper case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">'],
  ['javascript: image', '<img src="javascript:alert(1)">'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['svg foreignObject', '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>'],
  [
    'MathML mglyph namespace confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['MathML href', '<math href="javascript:alert(1)"><mi>x</mi></math>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['form and button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">ok</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['CSS expression', '<p style="width: expression(alert(1))">x</p>'],
  ['CSS url()', '<div style="background-image: url(javascript:alert(1))">x</div>'],
  ['CSS escape', '<p style="color: \\65xpression(alert(1))">x</p>'],
  ['CSS overlay', '<div style="position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: 9999">x</div>'],
  ['CSS import in style', '<p style="@import \'https://evil.example\'">x</p>'],
  ['malformed unclosed tag', '<img src="/x.jpg" alt="a"onerror=alert(1)//'],
  ['malformed nested quotes', '<a href="/ok" title="x"onmouseover="alert(1)">x</a>'],
  ['comment break-out', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['noscript parsing difference', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['textarea break-out', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['srcset and formaction attributes', '<img src="/x.jpg" srcset="javascript:alert(1) 1x">'],
  ['id and name for DOM clobbering', '<img name="getElementById" id="cookie" src="/x.jpg">'],
  ['data attributes', '<p data-enhance="lightbox">x</p>'],
  ['video poster', '<video poster="javascript:alert(1)"></video>'],
  ['xlink:href', '<a xlink:href="javascript:alert(1)">x</a>'],
]

/** Parses sanitised output and lists everything that could run or load code. */
function dangers(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document
  const found: string[] = []
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    if (!ALLOWED_TAGS.includes(tag)) found.push(`tag ${tag}`)
    for (const { name, value } of element.attributes) {
      if (!ALLOWED_ATTR.includes(name)) found.push(`attribute ${name} on ${tag}`)
      // Browsers drop control characters inside a URL scheme, so the check must too.
      // oxlint-disable-next-line no-control-regex
      if (/^\s*(javascript|vbscript|data):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) found.push(`${name}=${value}`)
      if (name === 'style' && /url|expression|position|\\|@import/i.test(value)) found.push(`style ${value}`)
    }
  }
  return found
}

describe('createPostSanitizer', () => {
  it.each(payloads)('neutralises %s', (_name, html) => {
    const clean = sanitize(html)
    expect(dangers(clean)).toEqual([])
    expect(clean).not.toMatch(/<\/?(script|iframe|svg|math|style|object|embed|form|meta|base|link|template|noscript|textarea)\b/i)
  })

  /** Allowed markup must come out as it went in. */
  const kept: [name: string, html: string][] = [
    ['headings', '<h1>Um</h1><h2>Dois</h2><h3>Três</h3><h4>Quatro</h4><h5>Cinco</h5><h6>Seis</h6>'],
    ['inline text', '<p><strong>forte</strong>, <em>ênfase</em>, <u>sublinhado</u>, <s>riscado</s> e <code>código</code><br>linha</p>'],
    ['lists', '<ul><li>um</li></ul><ol><li>dois</li></ol>'],
    ['table', '<table><thead><tr><th>Tecido</th></tr></thead><tbody><tr><td>Linho</td></tr></tbody></table>'],
    ['quote and pre', '<blockquote>Medida certa.</blockquote><pre>2,40 m</pre><div class="nota"><span title="dica">x</span></div>'],
    ['site link', '<a href="/contato" title="Contato">fale conosco</a>'],
    ['same-site absolute link', '<a href="https://www.cortinas-exemplo.com.br/portfolio">portfólio</a>'],
    ['mail and phone links', '<a href="mailto:ola@exemplo.com.br">e-mail</a> <a href="tel:+5521912345678">telefone</a>'],
    ['image', '<img src="/blog-images/x.jpg" alt="Sala com cortina">'],
    ['storage image', '<img src="https://abc.supabase.co/storage/v1/object/public/post-images/x.jpg" alt="Quarto">'],
    ['safe inline style', '<p style="text-align: center; color: #7a5a3c">centro</p>'],
  ]

  it.each(kept)('keeps %s', (_name, html) => {
    expect(sanitize(html)).toBe(html)
  })

  it('opens external links in a new tab without opener or referrer', () => {
    expect(sanitize('<a href="https://www.gov.br/inmetro">Inmetro</a>')).toBe(
      '<a href="https://www.gov.br/inmetro" target="_blank" rel="noopener noreferrer">Inmetro</a>',
    )
    expect(sanitize('<a href="https://www.gov.br" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://www.gov.br" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('adds rel to site links that ask for a new tab, and drops other targets', () => {
    expect(sanitize('<a href="/contato" target="_blank">x</a>')).toBe('<a href="/contato" target="_blank" rel="noopener noreferrer">x</a>')
    expect(sanitize('<a href="/contato" target="frame">x</a>')).toBe('<a href="/contato">x</a>')
  })

  it('keeps the text of removed elements but not of scripts', () => {
    expect(sanitize('<section><p>texto</p></section><script>alert(1)</script>')).toBe('<p>texto</p>')
  })
})

describe('the text of a sanitised body', () => {
  const domText = (html: string) => {
    const decoder = new JSDOM('').window.document.createElement('textarea')
    decoder.innerHTML = html.replace(/<[^>]*>/g, ' ')
    return decoder.value.replace(/\s+/g, ' ').trim()
  }

  it.each([
    ...payloads,
    ['entities', '<p>Linho &amp; voal &lt;3 &quot;leve&quot; &#39;x&#39; &eacute; &#x2014; &hellip; &copy;&nbsp;2025</p>'],
    ['raw characters', '<h2>Sala > quarto & "aspas"\u00a0— é</h2><p>a<br>b</p>'],
  ])('reads as the DOM reads it: %s', (_, html) => {
    const clean = sanitize(html)
    expect(plainText(clean)).toBe(domText(clean))
  })
})
