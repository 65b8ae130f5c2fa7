import type { ComponentType } from 'react'
import { blockComponents } from './registry'
import type { Block } from './schema'

/** Renders a page's blocks in order, each through its registered component. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // The registry's `satisfies` ties each type to its props; TypeScript cannot follow that through a lookup.
        const Component = blockComponents[block.type] as ComponentType<Block>
        return <Component key={`${block.type}-${index}`} {...block} />
      })}
    </>
  )
}
