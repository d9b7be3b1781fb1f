/**
 * Small React hooks every figure shares: hydration flag and reduced-motion preference (a figure's
 * URL synchronisation is part of its state: figure/useFigureState.ts).
 */
import { useEffect, useState } from 'react';

/**
 * False during server rendering and the hydrating render, true once the island is interactive.
 * The figure root exposes it as `data-hydrated`, which the browser tests wait for.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The reader's `prefers-reduced-motion` setting, live (false on the server). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Builds `?query` keeping commas readable (`p0=1,2`, not `p0=1%2C2`). */
export function queryString(params: URLSearchParams): string {
  const text = params.toString().replaceAll('%2C', ',');
  return text.length > 0 ? `?${text}` : '';
}
