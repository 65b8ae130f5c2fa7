/** Vike's entry script: an async module, which runs as soon as it arrives, before the first paint if it can. */
const ENTRY = /<script src="([^"]+)" type="module" async nonce="([\w+/=-]+)">\s*<\/script>/
/** Vike's preloads of the entry's imports. */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g

/**
 * An admin page as the browser should load it: painted from its HTML first, then its scripts. As Vike writes it, a
 * phone that has the scripts cached (or a fast network) runs the whole app, hydration included, before it shows
 * the form or the list the HTML already holds; and its preloads, at high priority, compete with the page itself.
 * Here one inline script (with Vike's nonce) adds the entry and its preloads once the first frame is painted.
 * It also sets zod's global config before any module runs: the admin's CSP allows no eval, which zod probes with
 * `new Function` as each module defines its first object schema, unless `jitless` is set by then (admin/app/zodConfig.ts
 * sets it too late for schemas in the chunks the entry imports).
 * A page that is not as expected (another Vike version, `npm run dev`) is left as it is.
 * docs/decisions/paint-first-admin.md has the measured gain.
 */
export function paintFirst(html: string): string {
  const entry = ENTRY.exec(html)
  if (!entry) return html
  const [tag, src, nonce] = entry
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1])
  const load = `(globalThis.__zod_globalConfig??={}).jitless=true;requestAnimationFrame(()=>setTimeout(()=>{${JSON.stringify(preloads)}.forEach(h=>{const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)});const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.body.append(s)}))`
  return html.replace(PRELOAD, '').replace(tag, `<script nonce="${nonce}">${load}</script>`)
}
