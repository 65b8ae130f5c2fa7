import satori, { type SatoriNode } from 'satori'
import sharp from 'sharp'
import { shareJpeg } from '../../engine/media/shareJpeg'
import { SHARE_SIZE } from '../../engine/media/shareSize'
import { cardFonts } from './fonts'
import { cardLayout, type CardText } from './layout'

/** What one card is drawn from: its words, its photo's bytes (none: the brand card) and the site's mark (an SVG), if any. */
export type CardSource = CardText & { photo: Uint8Array | null; mark: string | null }

const fonts = cardFonts()

/** The card's text layer as SVG, every glyph a path (satori); `onNode` sees each laid-out box, for tests. */
export async function cardSvg({ title, brand, photo, mark }: CardSource, onNode?: (node: SatoriNode) => void): Promise<string> {
  const markUrl = mark && `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  return satori(cardLayout({ title, brand, onPhoto: photo !== null, mark: markUrl }), {
    ...SHARE_SIZE,
    fonts: await fonts,
    ...(onNode && { onNodeDetected: onNode }),
  })
}

/** A 1200x630 share card: the photo cropped to its most interesting part with the text layer over it, as a JPEG under 300 KB. */
export async function drawShareCard(source: CardSource): Promise<Buffer> {
  const layer = Buffer.from(await cardSvg(source))
  const image = source.photo
    ? sharp(source.photo)
        .rotate()
        .resize({ ...SHARE_SIZE, fit: 'cover', position: sharp.strategy.attention })
        .composite([{ input: layer }])
    : sharp(layer)
  return shareJpeg(image)
}
