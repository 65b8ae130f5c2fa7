import { describe, expect, it } from 'vitest'
import { render } from '../engine/blocks/testing'
import { ErrorScreen } from './ErrorScreen'

describe('ErrorScreen', () => {
  it('shows the spec’s not-found texts and a link back home', () => {
    const screen = render(<ErrorScreen notFound status={404} />)
    expect(screen.querySelector('h1')?.textContent).toBe('404')
    expect(screen.textContent).toContain('Oops! Page not found')
    expect(screen.querySelector('a')?.getAttribute('href')).toBe('/')
    expect(screen.querySelector('[data-not-found]')).not.toBeNull()
  })

  it('shows "Unexpected Application Error!" with the status when there is no message', () => {
    const screen = render(<ErrorScreen notFound={false} status={500} />)
    expect(screen.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
    expect(screen.querySelector('p')?.textContent).toBe('500')
    expect(screen.querySelector('[data-not-found]')).toBeNull()
  })

  it('prefers the message over the status', () => {
    const screen = render(<ErrorScreen notFound={false} status={503} reason="Serviço indisponível" />)
    expect(screen.querySelector('p')?.textContent).toBe('Serviço indisponível')
  })
})
