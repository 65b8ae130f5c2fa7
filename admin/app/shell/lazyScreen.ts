import { lazy, type ComponentType } from 'react'
import type { AdminRoute } from '../../routes'
import { reloadWhenMissing } from './newBuild'

/** A screen's component, given the route that opened it. */
export type ScreenComponent = ComponentType<{ route: AdminRoute }>

/** A screen as the admin's table holds it: its component once loaded, a lazy stand-in until then, and its preload. */
export type Screen = {
  /** The component itself once its chunk has loaded (rendered at once, with no 'Carregando...' in between). */
  loaded(): ScreenComponent | undefined
  /** React.lazy's stand-in, which shows the nearest Suspense fallback while the chunk loads. */
  Lazy: ScreenComponent
  /** Loads the screen's chunk ahead of time: the likely next screen after a paint, a link the owner touches. */
  preload(): Promise<unknown>
}

/** A screen in the admin's own chunk: those the server renders (sign-in, recovery), which hydration needs at once. */
export function eagerScreen(component: ScreenComponent): Screen {
  return { loaded: () => component, Lazy: component, preload: () => Promise.resolve() }
}

/**
 * A screen in a chunk of its own, loaded once, when first shown or preloaded; a failed load is tried again next time,
 * and one while the screen is shown reloads the tab if the site was published meanwhile (newBuild.ts).
 */
export function lazyScreen(load: () => Promise<ScreenComponent>): Screen {
  let component: ScreenComponent | undefined
  let loading: Promise<ScreenComponent> | undefined
  const preload = () =>
    (loading ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const show = reloadWhenMissing(() => preload().then((loadedComponent) => ({ default: loadedComponent })))
  return { loaded: () => component, Lazy: lazy(show), preload }
}
