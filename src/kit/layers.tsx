/**
 * The two layers every scene is made of, as components: what is drawn (never takes the pointer, so
 * nothing drawn can cover a handle) and what is moved (handles on top). A figure composes them
 * instead of remembering CSS class names.
 */
import type { ReactNode } from 'react';

export type LayerProps = {
  /** The layer's parts, drawn in order (later on top). */
  readonly children: ReactNode;
};

/**
 * Shapes, labels, ghosts: decorative for the pointer and for assistive technology (the figure
 * says in words what they show). Drawn in order, later on top.
 */
export function DecorLayer({ children }: LayerProps) {
  return (
    <g className="kit-decor" pointerEvents="none" aria-hidden="true">
      {children}
    </g>
  );
}

/** Handles (and anything else the reader manipulates), drawn above the decor. */
export function HandleLayer({ children }: LayerProps) {
  return <g className="kit-handles">{children}</g>;
}
