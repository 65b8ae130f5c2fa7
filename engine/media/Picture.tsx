import type { ImgHTMLAttributes, SourceHTMLAttributes } from 'react'
import type { ResponsiveImage } from './images'

/** What a `<picture>` needs: the photo, its description, and how wide it is shown. */
export interface PictureProps {
  image: ResponsiveImage
  /** What the photo shows, for screen readers and search engines. */
  alt: string
  /** The `sizes` attribute: the photo's displayed width per viewport, e.g. `(min-width: 60rem) 50vw, 100vw`. */
  sizes: string
  /** Above the fold (the hero): load at once with high priority instead of lazily. */
  priority?: boolean
  title?: string
  /** Class of the `<img>`, which is the element that takes the layout. */
  className?: string
}

/** The attributes of a picture's sources and image, derived from the photo's metadata. */
interface PictureMarkup {
  sources: SourceHTMLAttributes<HTMLSourceElement>[]
  img: ImgHTMLAttributes<HTMLImageElement>
}

/** Turns a photo's metadata into the attributes of `<source>`s and `<img>`, AVIF first. */
export function pictureMarkup({ image, alt, sizes, priority = false, title, className }: PictureProps): PictureMarkup {
  return {
    sources: [
      { type: 'image/avif', srcSet: image.avif, sizes },
      { type: 'image/webp', srcSet: image.webp, sizes },
    ],
    img: {
      src: image.src,
      alt,
      title,
      className,
      width: image.width,
      height: image.height,
      decoding: 'async',
      loading: priority ? 'eager' : 'lazy',
      fetchPriority: priority ? 'high' : undefined,
    },
  }
}

/** A responsive photo: AVIF and WebP sources at several widths, with width and height set. */
export function Picture(props: PictureProps) {
  const { sources, img } = pictureMarkup(props)
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img {...img} />
    </picture>
  )
}
