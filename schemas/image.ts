import { readdirSync } from 'node:fs'
import { z } from 'zod'

const folder = 'content/images'

// Read on every check (a few dozen files) so a photo added while the dev server runs is seen at once.
function available(): string[] {
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith('.jpg'))
      .map((file) => file.slice(0, -'.jpg'.length))
      .sort()
  } catch {
    return []
  }
}

/** File name of a photo in content/images, without the .jpg extension (checked against the folder). */
export const imageSchema = z.string().superRefine((name, ctx) => {
  const names = available()
  if (!names.includes(name)) ctx.addIssue({ code: 'custom', message: `image "${name}" not found in ${folder} (available: ${names.join(', ') || 'none'})` })
})
