/** Reveals a grid once, when its top reaches 85% of the viewport height; then stops observing. */
export function enhanceReveal(grid: HTMLElement): void {
  const threshold = () => window.innerHeight * 0.85
  if (grid.getBoundingClientRect().top <= threshold()) return
  grid.dataset.reveal = 'hidden'
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      grid.dataset.reveal = 'shown'
      observer.disconnect()
    },
    { rootMargin: '0px 0px -15% 0px' },
  )
  observer.observe(grid)
}
