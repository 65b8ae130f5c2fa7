import { JSDOM } from 'jsdom'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect } from 'vitest'
import type { z } from 'zod'
import { siteContent } from '../../pages/site'
import { checkValue } from '../content/parse'
import type { SiteContent } from '../content/loadSite'
import { SiteProvider } from '../site/context'

/** Shared helpers of the block tests: render to server markup, read links and schema issues. */

/** This site's content, as the pages receive it. */
const { site } = siteContent()

/** The prefilled quote request of content/site.ts, sent when an action names no message of its own. */
export const quoteRequest = site.chatMessage

/** Renders an element as the server does, inside a site (this one by default), and parses the markup. */
export function render(element: ReactElement, content: SiteContent = siteContent()): DocumentFragment {
  return JSDOM.fragment(renderToStaticMarkup(createElement(SiteProvider, { content }, element)))
}

/** Visible text of each element matching `selector`, trimmed. */
export function texts(root: ParentNode, selector: string): string[] {
  return Array.from(root.querySelectorAll(selector), (element) => element.textContent?.trim() ?? '')
}

/** Finds the one link whose visible text is `label`. */
export function linkByText(root: ParentNode, label: string): HTMLAnchorElement {
  const links = Array.from(root.querySelectorAll('a')).filter((a) => a.textContent?.trim() === label)
  expect(links, `exactly one link labelled '${label}'`).toHaveLength(1)
  return links[0] as HTMLAnchorElement
}

/** Asserts a link opens a WhatsApp chat with the business number and `message`, in a new tab. */
export function expectChatLink(link: Element, message: string): void {
  expect(site.phone).toMatch(/^\d+$/)
  expect(link.getAttribute('href')).toBe(`https://wa.me/${site.phone}?text=${encodeURIComponent(message)}`)
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
}

/** Asserts a link calls the business number in international form, in the same tab. */
export function expectPhoneLink(link: Element): void {
  expect(link.getAttribute('href')).toBe(`tel:+${site.phone}`)
  expect(link.getAttribute('href')).toMatch(/^tel:\+\d+$/)
  expect(link.hasAttribute('target')).toBe(false)
}

/** What a schema says is wrong with `value`, as `field.path: message` lines (none when it parses). */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  return checkValue(schema, value).problems ?? []
}
