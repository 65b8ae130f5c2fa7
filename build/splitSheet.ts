import postcss, { type ChildNode } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import type { SheetRule } from '../renderer/sheetRules'

/** At-rules whose content is style rules, pruned with them; any other (@keyframes, @font-face) is kept whole. */
const conditional = new Set(['media', 'supports', 'container', 'layer'])

/**
 * The classes each selector requires of a page. A class inside a pseudo-class's argument (`:not(.x)`,
 * `:has(.y)`) may match without the page using it, so it requires nothing.
 */
function needsOf(selectors: string[]): string[][] | undefined {
  const needs: string[][] = []
  for (const selector of selectors) {
    const names: string[] = []
    selectorParser((root) =>
      root.walkClasses((node) => {
        let parent = node.parent
        while (parent && parent.type !== 'pseudo') parent = parent.parent
        if (!parent) names.push(node.value)
      }),
    ).processSync(selector)
    if (names.length === 0) return undefined
    needs.push(names)
  }
  return needs
}

function split(node: ChildNode): SheetRule[] {
  if (node.type === 'comment' || node.type === 'decl') return []
  if (node.type === 'atrule' && conditional.has(node.name) && node.nodes)
    return [{ prelude: `@${node.name} ${node.params}`, rules: node.nodes.flatMap(split) }]
  if (node.type === 'rule') {
    const needs = needsOf(node.selectors)
    return [needs ? { css: node.toString(), needs } : { css: node.toString() }]
  }
  return [{ css: node.toString() }]
}

/** Splits the built stylesheet into the pieces `sheetFor` picks from for each page. */
export function splitSheet(css: string): SheetRule[] {
  return postcss.parse(css).nodes.flatMap(split)
}
