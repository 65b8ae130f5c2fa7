import { z } from 'zod'

/**
 * The admin's CSP allows no eval, which zod probes with `new Function` as it defines an object schema (a violation
 * Chrome reports). On the served admin the page's inline loader sets this before any module runs
 * (server/http/paintFirst.ts); here for the preview, which loads modules as Vite serves them. The server's zod is
 * left as it is.
 */
if (!import.meta.env.SSR) z.config({ jitless: true })
