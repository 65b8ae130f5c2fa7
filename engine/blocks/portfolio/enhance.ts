/** Opens portfolio photos in a full-screen dialog with close, wrapping previous/next, keys and backdrop click. */
export function enhanceLightbox(root: HTMLElement): void {
  const dialog = root.querySelector<HTMLDialogElement>('[data-lightbox]')
  const caption = dialog?.querySelector<HTMLElement>('[data-lightbox-caption]')
  const items = Array.from(root.querySelectorAll<HTMLAnchorElement>('[data-lightbox-item]'))
  if (!dialog || !caption || items.length === 0) return
  const image = document.createElement('img')
  caption.before(image)
  let index = 0
  let opener: HTMLElement | null = null

  const show = (next: number) => {
    index = (next + items.length) % items.length
    const item = items[index]
    const thumb = item?.querySelector('img')
    if (!item) return
    image.src = item.href
    image.alt = thumb?.alt ?? ''
    caption.textContent = item.dataset.caption ?? ''
  }

  items.forEach((item, i) =>
    item.addEventListener('click', (event) => {
      event.preventDefault()
      opener = item
      show(i)
      dialog.showModal()
    }),
  )
  const button = (name: string) => dialog.querySelector<HTMLButtonElement>(`[data-lightbox-${name}]`)
  button('close')?.addEventListener('click', () => dialog.close())
  button('prev')?.addEventListener('click', () => show(index - 1))
  button('next')?.addEventListener('click', () => show(index + 1))
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1)
    if (event.key === 'ArrowRight') show(index + 1)
  })
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  dialog.addEventListener('close', () => opener?.focus())
}
