import type { PostImage } from './postImage'

/** A post image: AVIF, WebP and JPEG renditions in four widths, with its size set so nothing jumps. */
export function PostPicture({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: PostImage
  sizes: string
  eager?: boolean
  className?: string
}) {
  const loading = eager ? 'eager' : 'lazy'
  if (image.kind === 'plain') return <img className={className} src={image.src} alt={image.alt} loading={loading} decoding="async" />
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  )
}
