/** One top-level piece of the site's stylesheet, as the build splits it (build/splitSheet.ts). */
export type SheetRule =
  | {
      /** The rule's CSS text. */
      css: string
      /** Its selectors' class names, one list per selector; absent when some selector names no class (always kept). */
      needs?: string[][]
    }
  | {
      /** An at-rule holding style rules, such as '@media (min-width:48rem)'. */
      prelude: string
      /** The rules it holds. */
      rules: SheetRule[]
    }

const classAttribute = /\sclass="([^"]*)"/g

/** The class names a page's HTML uses, in any element (templates included). */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value = ''] of html.matchAll(classAttribute)) for (const name of value.split(/\s+/)) if (name) classes.add(name)
  return classes
}

/**
 * The stylesheet a page needs: every rule one of whose selectors names only classes the page's HTML uses
 * (all of them when the HTML is unknown). Scripts only toggle attributes on elements already in the HTML, so
 * the rules for those states come along.
 */
export function sheetFor(rules: readonly SheetRule[], html: string | undefined): string {
  const classes = html === undefined ? undefined : classesOf(html)
  const print = (rule: SheetRule): string => {
    if ('prelude' in rule) {
      const inner = rule.rules.map(print).join('')
      return inner && `${rule.prelude}{${inner}}`
    }
    return !classes || !rule.needs || rule.needs.some((names) => names.every((name) => classes.has(name))) ? rule.css : ''
  }
  return rules.map(print).join('')
}
