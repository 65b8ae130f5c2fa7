import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn, useAdminSite } from '../adminSite'
import { axeViolations } from '../axe'

const site = useAdminSite()

describe('the editor', () => {
  it('derives a free slug from the title, and flags a slug another post has', async () => {
    const taken = await site.createDraft()
    const title = `${taken.slug.replace(/-/g, ' ')}!`
    const page = await site.open('/admin/login')
    await signIn(page, site.stack.admin)
    await page.getByRole('link', { name: 'Novo post' }).first().click()
    await page.getByLabel('Título', { exact: true }).fill(title)
    await expect.poll(() => page.getByLabel('Endereço do post').inputValue()).toBe(`${taken.slug}-2`)
    await page.getByLabel('Endereço do post').fill(taken.slug)
    const clash = `Já existe um post no endereço /blog/${taken.slug}. Escolha outro.`
    await page.getByText(clash).waitFor()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Corrija os campos marcados antes de salvar.').waitFor()
    expect(await site.sql('select 1 from public.posts where title = $1', [title])).toEqual([])
    await page.context().close()
  })
})

describe('accessibility of the admin', () => {
  const screens: [name: string, reach: (page: Page) => Promise<void>][] = [
    ['login', async () => undefined],
    [
      'post list',
      async (page) => {
        await signIn(page, site.stack.admin)
        await page.getByRole('heading', { name: 'Posts' }).waitFor()
      },
    ],
    [
      'editor',
      async (page) => {
        const [post] = await site.sql<{ title: string }>(
          'select title from public.posts where published and published_at <= now() and deleted_at is null order by published_at desc, slug limit 1',
        )
        await signIn(page, site.stack.admin)
        await page.getByRole('heading', { level: 2, name: post?.title, exact: true }).getByRole('link').click()
        await page.locator('[data-preview-body]').waitFor()
      },
    ],
    [
      'trash',
      async (page) => {
        await signIn(page, site.stack.admin)
        await page.getByRole('button', { name: 'Lixeira (' }).click()
        await page.getByRole('heading', { name: 'Lixeira' }).waitFor()
      },
    ],
    [
      'a saved version, previewed',
      async (page) => {
        const draft = await site.createDraft()
        await page.goto(`${site.url}/admin/blog/${draft.id}`)
        await signIn(page, site.stack.admin)
        await page.getByRole('button', { name: /^Ver a versão de / }).click()
        await page.getByRole('dialog').locator('[data-preview-body]').waitFor()
      },
    ],
    [
      'scheduling',
      async (page) => {
        await signIn(page, site.stack.admin)
        await page.getByRole('link', { name: 'Novo post' }).first().click()
        await page.getByRole('radio', { name: /^Agendar/ }).check()
        await page.getByLabel('Data e hora da publicação (horário de São Paulo)').waitFor()
      },
    ],
  ]

  it.each(screens.flatMap(([name, reach]) => [375, 1280].map((width) => [name, width, reach] as const)))(
    '%s has no axe violations at %i px',
    async (_, width, reach) => {
      const page = await site.open('/admin/login', { viewport: { width, height: 800 } })
      await page.getByLabel('E-mail').waitFor()
      await reach(page)
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.context().close()
    },
  )
})
