import type { TestProject } from 'vitest/node'
import { startProductionServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One production server for the whole browser suite, as a visitor meets it. */
export default async function setup(project: TestProject) {
  const server = await startProductionServer()
  project.provide('baseUrl', server.url)
  return () => {
    server.process.kill()
  }
}
