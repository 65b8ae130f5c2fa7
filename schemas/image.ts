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
export const imageSchema = z
  .string({ error: `falta o nome da foto — escolha uma foto de ${folder} e escreva o nome sem .jpg, como 'ambiente-01'` })
  .superRefine((name, ctx) => {
    const names = available()
    if (names.includes(name)) return
    const message = name.trim()
      ? `a foto '${name}' não está em ${folder} — confira o nome (sem .jpg) ou coloque a foto .jpg na pasta; fotos disponíveis: ${names.join(', ') || 'nenhuma'}`
      : `falta o nome da foto — escolha uma foto de ${folder} e escreva o nome sem .jpg, como 'ambiente-01'`
    ctx.addIssue({ code: 'custom', message })
  })
