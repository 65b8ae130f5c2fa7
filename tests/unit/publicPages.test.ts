import type { PageContextServer } from 'vike/types'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FramedView } from '../../engine/routes/pageView'
import { data as errorData } from '../../pages/_error/+data'
import type { Data as ListData } from '../../pages/blog/list/+data'
import type { Data as PostData } from '../../pages/blog/post/+data'
import type { Data as ContentData } from '../../pages/prerendered/+data'
import { siteContent } from '../../pages/site'

describe('public pages', () => {
  it('all hand the shared layout and head what they read (type level)', () => {
    expectTypeOf<ContentData>().toExtend<FramedView>()
    expectTypeOf<ListData>().toExtend<FramedView>()
    expectTypeOf<PostData>().toExtend<FramedView>()
    expectTypeOf<ReturnType<typeof errorData>>().toExtend<FramedView>()
  })

  it('frame the error page with no breadcrumb and a head that is never indexed', () => {
    const globalContext = { site: siteContent() } as PageContextServer['globalContext']
    const view = errorData({ is404: true, urlPathname: '/nao-existe', globalContext } as PageContextServer)
    expect(view.path).toBe('/nao-existe')
    expect(view.breadcrumb).toBeNull()
    expect(view.head.robots).toMatch(/noindex/)
  })
})
