import { describe, expect, it } from 'vitest'
import { adminPath, adminRoute, loginPath, needsSession, returnPath, type AdminRoute } from './routes'

const id = '4b7e0a52-9a3c-4d4e-8f3a-0d2c1b5e6f70'

const table: [path: string, route: AdminRoute][] = [
  ['/admin/login', { screen: 'login' }],
  ['/admin/recuperar-senha', { screen: 'recover' }],
  ['/admin/nova-senha', { screen: 'reset' }],
  ['/admin/senha', { screen: 'password' }],
  ['/admin/blog', { screen: 'posts' }],
  ['/admin/blog/novo', { screen: 'new' }],
  [`/admin/blog/${id}`, { screen: 'edit', id }],
  ['/admin/trabalhos', { screen: 'jobs' }],
  ['/admin/trabalhos/novo', { screen: 'newJob' }],
  [`/admin/trabalhos/${id}`, { screen: 'editJob', id }],
]

describe('admin routes', () => {
  it.each(table)('%s ↔ %o', (path, route) => {
    expect(adminRoute(path)).toEqual(route)
    expect(adminPath(route)).toBe(path)
  })

  it('reads /admin and trailing slashes as the list, and knows no other path', () => {
    expect(adminRoute('/admin')).toEqual({ screen: 'posts' })
    expect(adminRoute('/admin/blog/')).toEqual({ screen: 'posts' })
    expect(adminRoute('/admin/blog/nao-e-um-id')).toBeNull()
    expect(adminRoute('/admin/trabalhos/nao-e-um-id')).toBeNull()
    expect(adminRoute('/admin/outra')).toBeNull()
  })

  it('lets signed-out visitors only sign in and recover a password', () => {
    expect(table.filter(([, route]) => !needsSession(route)).map(([path]) => path)).toEqual([
      '/admin/login',
      '/admin/recuperar-senha',
      '/admin/nova-senha',
    ])
  })

  it('comes back to the requested screen after signing in, and only to an admin screen', () => {
    expect(loginPath(`/admin/blog/${id}`)).toBe(`/admin/login?voltar=%2Fadmin%2Fblog%2F${id}`)
    expect(returnPath(new URL(loginPath(`/admin/blog/${id}`), 'http://x').search)).toBe(`/admin/blog/${id}`)
    expect(loginPath('/admin/blog')).toBe('/admin/login')
    expect(returnPath('')).toBe('/admin/blog')
    expect(returnPath('?voltar=https://evil.example/admin/blog')).toBe('/admin/blog')
    expect(returnPath('?voltar=//evil.example')).toBe('/admin/blog')
    expect(returnPath('?voltar=/admin/login')).toBe('/admin/blog')
    expect(returnPath('?voltar=/admin/senha')).toBe('/admin/senha')
  })
})
