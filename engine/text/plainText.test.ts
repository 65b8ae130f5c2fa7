import { describe, expect, it } from 'vitest'
import { plainText } from './plainText'

describe('plainText', () => {
  it('drops tags, decodes entities and separates blocks', () => {
    expect(plainText('<h2>Linho &amp; voal</h2><p>Luz&nbsp;suave<br>e <strong>leve</strong>.</p>')).toBe('Linho & voal Luz suave e leve .')
  })

  it('decodes each entity once', () => {
    expect(plainText('<p>&amp;lt;b&amp;gt; &lt;i&gt; &quot;aspas&quot; &#39;x&#39;&#160;y</p>')).toBe(`&lt;b&gt; <i> "aspas" 'x' y`)
  })

  it('is empty for markup with no text', () => {
    expect(plainText('<p><img src="/a.jpg" alt="uma foto longa"></p>')).toBe('')
  })
})
