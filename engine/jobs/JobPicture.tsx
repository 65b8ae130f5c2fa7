import type { JobPicture as Rendition } from './photos'

/** A job photo's `<picture>`: AVIF and WebP at each width, a JPEG fallback, its size set so nothing shifts. */
export function JobPicture({
  picture,
  sizes,
  priority = false,
  className,
}: {
  picture: Rendition
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        className={className}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
