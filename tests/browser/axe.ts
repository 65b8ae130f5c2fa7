import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** What every accessibility check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe's violations on the page as a visitor sees it at rest, one `rule: targets` line each: the pointer is taken off
 * the page's controls (unless `keepPointer`: a touch page whose open menu must stay as it is) and every running
 * transition has ended, so no colour is read halfway through a hover.
 */
export async function axeViolations(
  page: Page,
  { include, keepPointer = false }: { include?: string; keepPointer?: boolean } = {},
): Promise<string[]> {
  if (!keepPointer) await page.mouse.move(0, 0)
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))))
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
