import { describe, expect, it, vi } from 'vitest'
import { requestRoutes } from './requestRoutes'

describe('requestRoutes', () => {
  it('parses a request once however many steps ask, and each new request again', () => {
    const contentPaths = vi.fn(() => new Set(['/cortinas-moema']))
    const routeOf = requestRoutes(contentPaths)
    const request = new Request('http://site.test/blog/cortina-wave?utm_source=x')
    expect(routeOf(request)).toEqual({ kind: 'post', slug: 'cortina-wave' })
    expect(routeOf(request)).toBe(routeOf(request))
    expect(contentPaths).toHaveBeenCalledTimes(1)
    expect(routeOf(new Request('http://site.test/cortinas-moema'))).toEqual({ kind: 'content', path: '/cortinas-moema' })
    expect(contentPaths).toHaveBeenCalledTimes(2)
  })
})
