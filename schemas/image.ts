import { existsSync } from 'node:fs'
import { z } from 'zod'

/** File name of a photo in content/images, without the .jpg extension. */
export const imageSchema = z
  .string()
  .refine((name) => existsSync(`content/images/${name}.jpg`), { error: (issue) => `image "${String(issue.input)}" not found in content/images` })
