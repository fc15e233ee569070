import { Spinner } from '@blueprintjs/core';
import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A component whose code is loaded on first use (or earlier, by `preload`), and never suspends. */
export type LoadedOnUse<P> = ((props: P) => ReactNode) & {
  /** Starts loading the chunk now (for example once the page around it has painted). */
  preload(): void;
};

/**
 * A component loaded on first use. Until its chunk is there it draws a small spinner (nothing with a null class), then the component. It does
 * not suspend: React holds a Suspense boundary's content back for 300 ms after its fallback shows, which would
 * triple the opening time of a chunk the HTTP cache already has.
 */
export function loadedOnUse<P extends object>(load: () => Promise<Module<P>>, spinnerClass: string | null): LoadedOnUse<P> {
  let loaded: ComponentType<P> | null = null;
  let failure: unknown = null;
  let loading: Promise<unknown> | null = null;
  const start = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (e: unknown) => {
        failure = e;
        loading = null; // the next use tries again
      },
    ));
  function LoadedOnUseChunk(props: P): ReactNode {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    start();
    useEffect(() => {
      let mounted = true;
      if (!loaded) void loading?.then(() => mounted && redraw());
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) {
      const e = failure;
      failure = null;
      throw e; // as a lazy component would: the error boundary around the page shows it
    }
    if (loaded) return createElement(loaded, props);
    return spinnerClass === null ? null : createElement(Spinner, { size: 20, className: spinnerClass });
  }
  return Object.assign(LoadedOnUseChunk, { preload: () => void start() });
}
