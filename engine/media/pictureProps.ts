import type { Picture } from '../../schemas/common'
import type { ImageLibrary, ResponsiveImage } from './images'
import type { PictureProps } from './Picture'

/** Props of <Picture> for a photo placed in content. */
export function pictureProps(images: ImageLibrary, picture: Picture): Pick<PictureProps, 'image' | 'alt' | 'title'> {
  return { image: images.image(picture.image), alt: picture.alt, title: picture.title }
}

/** URL of the widest WebP of a photo, for opening it full size. */
export function fullSizeUrl(image: ResponsiveImage): string {
  const widest = image.webp.split(',').at(-1)?.trim().split(' ')[0]
  return widest || image.src
}
