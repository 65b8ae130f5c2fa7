import { createHash } from 'node:crypto'
import behaviours from './behaviours.ts?script'

/**
 * Adds the behaviours script (behaviours.ts) once the page has loaded and painted what it loaded, at background
 * priority where the browser can, so its code and requests never compete with the largest paint; until then the
 * plain HTML works on its own. It runs in the browser from its source text: it may use nothing outside itself.
 */
function addBehaviours(src: string): void {
  const append = () => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src }))
  // The second animation frame comes after the next frame has been painted.
  const add = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => ('scheduler' in window ? void scheduler.postTask(append, { priority: 'background' }) : append())),
    )
  if (document.readyState === 'complete') add()
  else window.addEventListener('load', add, { once: true })
}

/** The page's one script before it paints, inline so that it costs no request. */
export const bootstrapScript = `(${addBehaviours.toString()})(${JSON.stringify(behaviours)})`

/** Its Content-Security-Policy source: the policy allows this script by its hash and no other inline script. */
export const bootstrapHash = `'sha256-${createHash('sha256').update(bootstrapScript).digest('base64')}'`
