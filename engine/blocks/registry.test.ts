import { createElement } from 'react'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { Blocks } from './Blocks'
import { blockComponents } from './registry'
import { blockSchema, type Block, type BlockOf, type BlockType } from './schema'
import { render } from './testing'

describe('blockComponents', () => {
  it('has a component for every block type and no other (type level)', () => {
    expectTypeOf<keyof typeof blockComponents>().toEqualTypeOf<Block['type']>()
  })

  it("gives each component exactly its block's props (type level)", () => {
    type PropsOf = { [K in BlockType]: Parameters<(typeof blockComponents)[K]>[0] }
    expectTypeOf<PropsOf>().toEqualTypeOf<{ [K in BlockType]: BlockOf<K> }>()
  })

  it('has a component for every option of the block schema', () => {
    const schemaTypes = blockSchema.options.map((option) => option.shape.type.value)
    expect(schemaTypes).toHaveLength(new Set(schemaTypes).size)
    expect(Object.keys(blockComponents).sort()).toEqual([...schemaTypes].sort())
    for (const type of schemaTypes) expect(blockComponents[type], type).toBeTypeOf('function')
  })
})

describe('Blocks', () => {
  it('renders the blocks in order, each through its component', () => {
    const blocks = [
      blockSchema.parse({ type: 'pageIntro', heading: 'Vamos conversar sobre as suas janelas' }),
      blockSchema.parse({ type: 'prose', paragraphs: ['Atendimento direto com a especialista.'] }),
      blockSchema.parse({ type: 'links', items: [{ label: 'Início', href: '/' }] }),
      blockSchema.parse({ type: 'prose', heading: 'Depois', paragraphs: ['Um segundo texto.'] }),
    ]
    const dom = render(createElement(Blocks, { blocks }))
    expect(Array.from(dom.children, (element) => element.tagName.toLowerCase())).toEqual(['section', 'section', 'nav', 'section'])
    expect(dom.children[0]?.querySelector('h1')?.textContent).toBe('Vamos conversar sobre as suas janelas')
    expect(dom.children[1]?.textContent).toBe('Atendimento direto com a especialista.')
    expect(dom.children[2]?.querySelector('a')?.getAttribute('href')).toBe('/')
    expect(dom.children[3]?.querySelector('h2')?.textContent).toBe('Depois')
  })

  it('renders nothing for an empty list', () => {
    expect(render(createElement(Blocks, { blocks: [] })).childNodes).toHaveLength(0)
  })
})
