import behaviours from './behaviours.ts?script'

/** Runs `task` at background priority where the browser can, so a frame waiting to be painted goes first. */
const inBackground = (task: () => void) => ('scheduler' in window ? void scheduler.postTask(task, { priority: 'background' }) : task())

/** Runs `task` once the next frame has been painted (the second animation frame comes after it). */
const afterPaint = (task: () => void) => requestAnimationFrame(() => requestAnimationFrame(task))

/**
 * The page's one script before it paints: once the page has loaded and painted what it loaded, it adds the
 * behaviours script (behaviours.ts), so their code and requests never compete with the largest paint; until then
 * the plain HTML works on its own. The build copies this file into each page entry (see pageScripts.ts), so it
 * stays a single request.
 */
export function enhancePage(): void {
  const add = () =>
    afterPaint(() =>
      inBackground(() => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: behaviours }))),
    )
  if (document.readyState === 'complete') add()
  else window.addEventListener('load', add, { once: true })
}
