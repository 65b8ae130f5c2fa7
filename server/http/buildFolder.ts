import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder of the build this code runs from (dist), or undefined when it runs from source (development,
 * tests). The server build puts this module in dist/server/index.mjs or in a chunk below dist/server, so the
 * build is the nearest folder above it that holds client/ and server/index.mjs, as Vike's own server entry
 * finds its client files relative to itself rather than the working directory.
 */
export function buildFolderAbove(start: string): string | undefined {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'client')) && existsSync(join(folder, 'server', 'index.mjs'))) return folder
    if (dirname(folder) === folder) return undefined
  }
}

const here = dirname(fileURLToPath(import.meta.url))
const build = buildFolderAbove(here)

/** The project folder: the one holding the build, or this source file's project (server/http is two levels down). */
export const projectFolder = build ? dirname(build) : resolve(here, '../..')

/** The build's client files (prerendered pages, assets, public files), wherever the server is started from. */
export const clientFolder = join(build ?? join(projectFolder, 'dist'), 'client')
