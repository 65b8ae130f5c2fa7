type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }

/**
 * The admin's CSP allows no eval, which zod probes with `new Function` as it defines its first object schema (each
 * probe a violation that Chrome reports). zod reads this global when it loads, which in the browser is with the
 * signed-in screens' chunks, after the app's own; the server's zod is left as it is.
 */
if (!import.meta.env.SSR) Object.assign(((globalThis as ZodGlobal).__zod_globalConfig ??= {}), { jitless: true })
