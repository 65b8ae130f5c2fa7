import { ensureBaseImage } from './baseImage.ts'

/** Makes the Dockerfile's base image on this machine unless it is already there (see baseImage.ts). */
ensureBaseImage()
