import { describe, expect, it } from 'vitest'
import { expectChatLink, linkByText, quoteRequest, render } from '../engine/blocks/testing'
import { siteContent } from '../pages/site'
import { ErrorScreen } from './ErrorScreen'

const { labels, navigation } = siteContent()
const words = labels.errors

describe('ErrorScreen', () => {
  it('shows the spec’s not-found texts and a link back home', () => {
    const screen = render(<ErrorScreen notFound status={404} />)
    expect(screen.querySelector('h1')?.textContent).toBe(words.notFoundCode)
    expect(screen.textContent).toContain(words.notFoundTitle.text)
    expect(screen.querySelector('a')?.getAttribute('href')).toBe('/')
    expect(screen.querySelector('[data-not-found]')).not.toBeNull()
  })

  it('marks the English line as such and adds a pt-BR line, the chat button and the main pages, with one link home', () => {
    const screen = render(<ErrorScreen notFound status={404} />)
    const [spec, line] = Array.from(screen.querySelectorAll('p'))
    expect(spec?.getAttribute('lang')).toBe(words.notFoundTitle.lang ?? null)
    expect(line?.textContent?.length).toBeGreaterThan(10)
    expect(line?.hasAttribute('lang')).toBe(false)
    expectChatLink(linkByText(screen, words.chatButton), quoteRequest)
    const menuPaths = new Set([...navigation.main, ...navigation.footer].map((link) => link.href).filter((href) => href !== '/'))
    expect(Array.from(screen.querySelectorAll('nav a'), (a) => a.getAttribute('href'))).toEqual([...menuPaths])
    expect(screen.querySelectorAll('a[href="/"]')).toHaveLength(1)
  })

  it('shows "Unexpected Application Error!" with the status when there is no message', () => {
    const screen = render(<ErrorScreen notFound={false} status={500} />)
    expect(screen.querySelector('h1')?.textContent).toBe(words.unexpectedTitle.text)
    expect(screen.querySelector('p')?.textContent).toBe('500')
    expect(screen.querySelector('[data-not-found]')).toBeNull()
  })

  it('prefers the message over the status', () => {
    const screen = render(<ErrorScreen notFound={false} status={503} reason="Serviço indisponível" />)
    expect(screen.querySelector('p')?.textContent).toBe('Serviço indisponível')
  })
})
