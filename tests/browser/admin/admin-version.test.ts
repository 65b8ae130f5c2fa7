import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { isOwnerSubject } from '../../../admin/commitSubject'
import { signIn, useAdminSite } from '../adminSite'

const site = useAdminSite()

/** The subjects of the checkout's recent commits: the build under test was made from one of them. */
const recentSubjects = () => execFileSync('git', ['log', '-50', '--format=%s'], { encoding: 'utf8' }).split('\n')

describe('the live version in the admin', () => {
  it("shows, under the header of the signed-in screens, the date and the owner's message of the commit the build was made from, or that a developer changed the code", async () => {
    const page = await site.open('/admin/login')
    await signIn(page, site.stack.admin)
    const line = page.getByText(/^Site no ar: versão de /)
    await line.waitFor()
    const match = /^Site no ar: versão de \d+ de \p{L}+ de \d{4} às \d\d:\d\d — (?:“(.+)”|mudança no código do site)$/u.exec(
      await line.innerText(),
    )
    expect(match, await line.innerText()).not.toBeNull()
    const subject = match?.[1]
    if (subject) expect(recentSubjects().filter(isOwnerSubject)).toContain(subject)
    else expect(recentSubjects().some((recent) => recent && !isOwnerSubject(recent))).toBe(true)
    // Signed in, the server's first render carries it too.
    const html = await (await page.goto(`${site.url}/admin`))?.text()
    expect(html).toContain('Site no ar: versão de ')
    await page.close()
  })

  it('is not on the sign-in screen, which anyone may open', async () => {
    const page = await site.open('/admin/login')
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    expect(await page.getByText(/^Site no ar/).count()).toBe(0)
    await page.close()
  })

  it("is not in the sign-in screen's HTML either: a commit subject is a developer's note", async () => {
    const html = await (await fetch(`${site.url}/admin/login`)).text()
    expect(html).toContain('Entrar')
    expect(html).not.toContain('Site no ar')
    for (const subject of recentSubjects().filter((line) => line.length > 20)) expect(html).not.toContain(subject)
  })
})
