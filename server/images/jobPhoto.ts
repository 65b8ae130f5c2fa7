import { randomUUID } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import {
  JOB_PHOTO_FORMATS,
  JOB_PHOTO_TYPES,
  JOB_PHOTO_WIDTHS,
  jobOriginalName,
  jobPhotoWidthsFor,
  jobRenditionName,
  jobShareName,
  type JobPhotoFormat,
} from '../../engine/jobs/photos'
import { SHARE_SIZE } from '../../engine/media/shareSize'
import { shareJpeg } from '../../engine/media/shareJpeg'
import { encoders } from './render'

/** Longest side of the kept original: room for any rendition, far less than a phone's 12-50 megapixels. */
const ORIGINAL_MAX_SIDE = 2400

/** Largest photo decoded (a 108-megapixel phone mode); JPEGs are shrunk while they load, so it costs far less memory. */
const MAX_INPUT_PIXELS = 110_000_000

/** What the owner is told when her iPhone sends a HEIC photo, which the server cannot read. */
export const HEIC_REFUSED =
  'Esta foto está no formato HEIC do iPhone, que o site não consegue ler. No iPhone: Ajustes → Câmera → Formatos → ' +
  'Mais Compatível, ou mande a foto pelo WhatsApp para você mesma e escolha a de lá.'

/** What she is told for a file that is not a photo the server reads. */
export const UNREADABLE = 'Não foi possível ler esta imagem. Envie uma foto JPEG, PNG ou WebP, tirada com a câmera ou escolhida na galeria.'

/** Why a photo was refused, in pt-BR for the owner: unreadable (415) or unusable (422). */
export class JobPhotoRefused extends Error {
  override name = 'JobPhotoRefused'

  constructor(
    readonly status: 415 | 422,
    message: string,
  ) {
    super(message)
  }
}

/** A file to store: its bucket-relative name, bytes and type. */
export type PhotoFile = { name: string; body: Buffer; type: string }

/** An uploaded photo made ready: its new id, the upright size, the private original and the public renditions. */
export type PreparedJobPhoto = { id: string; width: number; height: number; original: PhotoFile; renditions: PhotoFile[] }

const encoderOf = { avif: encoders.avif, webp: encoders.webp, jpg: encoders.jpeg } satisfies Record<JobPhotoFormat, (image: Sharp) => Sharp>

/** Whether the bytes are an ISO-BMFF HEIF/HEIC file (an iPhone photo), whatever type the browser said. */
function isHeif(bytes: Uint8Array): boolean {
  const brand = Buffer.from(bytes.subarray(4, 12)).toString('latin1')
  return brand.startsWith('ftyp') && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand.slice(4))
}

/**
 * Turns an uploaded photo upright (EXIF orientation), drops all of its metadata (GPS position, device, names,
 * ICC profile: sharp writes none unless asked), keeps it as a JPEG of at most 2400 px, and makes the renditions
 * from that clean original.
 */
export async function prepareJobPhoto(bytes: Uint8Array, declaredType: string): Promise<PreparedJobPhoto> {
  const heif = isHeif(bytes) || /^image\/hei[cf]/i.test(declaredType)
  const original = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new JobPhotoRefused(422, 'Esta foto é grande demais para o site (mais de 110 megapixels): envie uma foto comum da câmera.')
      }
      throw new JobPhotoRefused(415, heif ? HEIC_REFUSED : UNREADABLE)
    })
  const { width, height } = original.info
  if (jobPhotoWidthsFor(width).length === 0) {
    throw new JobPhotoRefused(
      422,
      `Esta foto é pequena demais (${width} px de largura; o mínimo é ${JOB_PHOTO_WIDTHS[0]} px): envie a foto original da câmera, não uma miniatura.`,
    )
  }
  const id = randomUUID()
  return {
    id,
    width,
    height,
    original: { name: jobOriginalName(id), body: original.data, type: 'image/jpeg' },
    renditions: await jobPhotoRenditions(id, original.data),
  }
}

/**
 * The public renditions of a job photo's clean original (the upload's, or one a restore brings back): every width
 * of JOB_PHOTO_WIDTHS up to its own, in AVIF, WebP and JPEG, and the share card.
 */
export async function jobPhotoRenditions(id: string, original: Buffer): Promise<PhotoFile[]> {
  const { width } = await sharp(original).metadata()
  const renditions: PhotoFile[] = []
  for (const size of jobPhotoWidthsFor(width)) {
    for (const extension of JOB_PHOTO_FORMATS) {
      const body = await encoderOf[extension](sharp(original).resize({ width: size })).toBuffer()
      renditions.push({ name: jobRenditionName(id, size, extension), body, type: JOB_PHOTO_TYPES[extension] })
    }
  }
  const share = await shareJpeg(sharp(original).resize({ ...SHARE_SIZE, fit: 'cover', position: sharp.strategy.attention }))
  renditions.push({ name: jobShareName(id), body: share, type: JOB_PHOTO_TYPES.jpg })
  return renditions
}
