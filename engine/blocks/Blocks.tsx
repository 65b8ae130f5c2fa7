import { BlockOf } from './BlockOf'
import type { Block } from './schema'

/** Renders a page's blocks in order, each through its registered component. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockOf key={`${block.type}-${index}`} block={block} />
      ))}
    </>
  )
}
