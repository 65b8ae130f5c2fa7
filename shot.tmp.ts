import { startLocalStack } from './stack/localStack.ts'
import { startProductionServer } from './tests/browser/server.ts'
import { launchChromium } from './tests/browser/chromium.ts'
const stack = await startLocalStack({ ephemeral: true, quiet: true })
const server = await startProductionServer({ SUPABASE_URL: stack.url, SUPABASE_ANON_KEY: stack.anonKey })
const browser = await launchChromium()
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await ctx.newPage()
  await page.goto(server.url + '/admin/login', { waitUntil: 'networkidle' })
  await page.getByLabel('E-mail').fill(stack.admin.email)
  await page.getByLabel('Senha').fill(stack.admin.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForTimeout(2000)
  await page.screenshot({ path: `/tmp/shots/${width}_admin_list.png`, fullPage: false })
  console.log(page.url())
  const edit = page.getByRole('link', { name: /Novo post/i }).first()
  if (await edit.count()) { await edit.click(); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/shots/${width}_admin_new.png`, fullPage: true }) }
  await page.goto(server.url + '/blog?page=2', { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shots/${width}_blog2.png`, fullPage: true })
  await ctx.close()
}
await browser.close(); server.process.kill(); await stack.stop()
