import type { ComponentType } from 'react'
import { blockComponents } from './registry'
import type { Block } from './schema'

/** One block through its registered component. */
export function BlockOf({ block }: { block: Block }) {
  // The registry's `satisfies` ties each type to its props; TypeScript cannot follow that through a lookup.
  const Component = blockComponents[block.type] as ComponentType<Block>
  return <Component {...block} />
}
