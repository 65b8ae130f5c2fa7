import { describe, expect, it } from 'vitest'
import { countWords, readTime } from './readTime'

const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ')

describe('readTime', () => {
  it('counts the words of the text, not of the markup', () => {
    expect(countWords('<h2>Tecidos</h2><p>Voil, <strong>linho</strong> e&nbsp;blackout.</p>')).toBe(5)
    expect(countWords('<p><img src="/a.jpg" alt="uma foto longa"></p>')).toBe(0)
  })

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [600, 3],
    [601, 4],
  ])('%i words read in %i min', (count, minutes) => {
    expect(readTime(`<p>${words(count)}</p>`)).toBe(minutes)
  })
})
