import { z } from 'zod'

/** A URL key: lower-case letters and digits in words joined by single hyphens ('cortina-de-linho'). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A URL key, as the database's check constraints and the content's file names allow it. */
export const slugSchema = z.string().regex(SLUG_PATTERN)
