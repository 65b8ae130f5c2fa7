import sharp from 'sharp'

/**
 * A JPEG as a phone writes it: stored sideways with EXIF orientation 6 (turn 90° clockwise to show), the phone's
 * make and model, and a GPS position (São Paulo). Stored, its left half is red and its right half blue, so upright
 * it is `width`×… turned: red on top, blue below.
 */
export async function phonePhoto({ width = 1200, height = 800 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } }, left: width / 2, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone da Marina' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 35/1 4000/100', GPSLongitudeRef: 'W', GPSLongitude: '46/1 39/1 0/1' },
    })
    .toBuffer()
}

/** Whether an EXIF block (as sharp's metadata() gives it) points to a GPS directory: tag 0x8825, either byte order. */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II'
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]))
}

/** The metadata a stored photo must not carry: none at all. */
export async function leftovers(bytes: Uint8Array) {
  const { exif, icc, xmp, iptc, orientation } = await sharp(bytes).metadata()
  return { exif, icc, xmp, iptc, orientation }
}
