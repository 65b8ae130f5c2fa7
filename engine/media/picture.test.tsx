import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ResponsiveImage } from './images'
import { Picture, pictureMarkup } from './Picture'

const image: ResponsiveImage = {
  name: 'ambiente-01',
  avif: '/assets/ambiente-01-a.avif 480w, /assets/ambiente-01-b.avif 1600w',
  webp: '/assets/ambiente-01-c.webp 480w, /assets/ambiente-01-d.webp 1600w',
  src: '/assets/ambiente-01-d.webp',
  width: 1600,
  height: 1067,
}
const sizes = '(min-width: 60rem) 23rem, 100vw'

describe('pictureMarkup', () => {
  it('offers AVIF before WebP, both with the sizes', () => {
    const { sources } = pictureMarkup({ image, alt: 'Sala com cortina de linho', sizes })
    expect(sources).toEqual([
      { type: 'image/avif', srcSet: image.avif, sizes },
      { type: 'image/webp', srcSet: image.webp, sizes },
    ])
  })

  it('sets intrinsic size and loads lazily by default', () => {
    const { img } = pictureMarkup({ image, alt: 'Sala', sizes })
    expect(img).toMatchObject({ src: image.src, width: 1600, height: 1067, decoding: 'async', loading: 'lazy' })
    expect(img.fetchPriority).toBeUndefined()
  })

  it('loads a priority photo eagerly with high fetch priority', () => {
    const { img } = pictureMarkup({ image, alt: 'Sala', sizes, priority: true })
    expect(img).toMatchObject({ loading: 'eager', fetchPriority: 'high' })
  })
})

describe('Picture', () => {
  it('renders sources and an img with alt, title and class', () => {
    const html = renderToStaticMarkup(
      <Picture image={image} alt="Quarto com blackout" title="Quarto com blackout" sizes={sizes} className="photo" />,
    )
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="${image.avif}" sizes="${sizes}"/>` +
        `<source type="image/webp" srcSet="${image.webp}" sizes="${sizes}"/>` +
        `<img src="${image.src}" alt="Quarto com blackout" title="Quarto com blackout" class="photo" width="1600" height="1067" decoding="async" loading="lazy"/>` +
        '</picture>',
    )
  })

  it('marks the hero photo for early loading', () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="Sala" sizes="100vw" priority />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })
})
