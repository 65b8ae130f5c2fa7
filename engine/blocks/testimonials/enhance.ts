/** Rotation timing from the spec. */
export const ROTATE_MS = 6000
export const FADE_MS = 1200

/** Shows one testimonial at a time, advancing every 6 s with a 1.2 s fade-out, then a fade-in. */
export function enhanceCarousel(track: HTMLElement): void {
  const slides = Array.from(track.children) as HTMLElement[]
  const toggle = track.parentElement?.querySelector<HTMLButtonElement>('[data-carousel-toggle]')
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  let index = 0
  let paused = reducedMotion
  let held = false
  track.dataset.carousel = 'on'
  track.setAttribute('aria-live', 'off')
  slides.forEach((slide, i) => (slide.dataset.state = i === 0 ? 'shown' : 'hidden'))

  const advance = () => {
    if (paused || held) return
    const current = slides[index]
    if (!current) return
    current.dataset.state = 'fading'
    window.setTimeout(() => {
      current.dataset.state = 'hidden'
      index = (index + 1) % slides.length
      const next = slides[index]
      if (next) next.dataset.state = 'shown'
    }, FADE_MS)
  }
  window.setInterval(advance, ROTATE_MS)

  const hold = (value: boolean) => () => (held = value)
  track.addEventListener('mouseenter', hold(true))
  track.addEventListener('mouseleave', hold(false))
  track.addEventListener('focusin', hold(true))
  track.addEventListener('focusout', hold(false))
  if (!toggle) return
  // The page writes the button's words (content/labels.ts): its text pauses, data-resume resumes.
  const words = { pause: toggle.textContent ?? '', resume: toggle.dataset.resume ?? '' }
  const render = () => {
    toggle.textContent = paused ? words.resume : words.pause
    toggle.setAttribute('aria-pressed', String(paused))
  }
  toggle.hidden = false
  render()
  toggle.addEventListener('click', () => {
    paused = !paused
    render()
  })
}
