/** The site's content column (engine/ui/styles.ts `container`): the viewport less 2.5rem, at most 72rem. */
const container = { maxRem: 72, marginRem: 2.5 }

const rem = (value: number) => `${Number(value.toFixed(2))}rem`

/**
 * The `sizes` of a photo in a grid of `count` items laid out by `repeat(auto-fit, minmax(minRem, 1fr))` with
 * `gapRem` between columns, inside the content column. With few items auto-fit widens the columns (two cards
 * take half the column each), so the shown width depends on the count as much as on the screen.
 */
export function gridSizes(count: number, { minRem, gapRem }: { minRem: number; gapRem: number }): string {
  const fitting = Math.floor((container.maxRem + gapRem) / (minRem + gapRem))
  const most = Math.max(1, Math.min(count, fitting))
  const full = `(min-width: ${rem(container.maxRem + container.marginRem)}) ${rem((container.maxRem - (most - 1) * gapRem) / most)}`
  const steps: string[] = []
  for (let columns = most; columns >= 2; columns--) {
    const from = columns * minRem + (columns - 1) * gapRem + container.marginRem
    steps.push(`(min-width: ${rem(from)}) calc((100vw - ${rem(container.marginRem + (columns - 1) * gapRem)}) / ${columns})`)
  }
  return [full, ...steps, `calc(100vw - ${rem(container.marginRem)})`].join(', ')
}
