/**
 * What the kit page's demos share: snapping by intent, a state hook whose setters keep the state
 * object when nothing moved (so a pointer move that changes nothing re-renders nothing), and the
 * stage with its grid and axes.
 */
import '../../../kit/kit.css';
import { useState, type ReactNode } from 'react';
import {
  Axes,
  Grid,
  Stage,
  samePoint,
  snapToGrid,
  type MoveIntent,
  type Point,
} from '../../../kit';

/** The demos' grid step. */
export const STEP = 0.5;

/** Snapped to the grid unless the move asked to be free (Alt, Ctrl or Meta; Alt + arrow). */
export function place(wanted: Point, intent: MoveIntent, step = STEP): Point {
  return intent.free ? wanted : snapToGrid(step)(wanted);
}

/** A demo's state, and `move(key)`: a handle's `onMove` that snaps and stores that point. */
export function usePoints<S extends object>(start: S) {
  const [state, setState] = useState(start);
  const move =
    (key: { [K in keyof S]: S[K] extends Point ? K : never }[keyof S]) =>
    (wanted: Point, intent: MoveIntent) =>
      setState((old) => {
        const next = place(wanted, intent);
        return samePoint(old[key] as Point, next) ? old : { ...old, [key]: next };
      });
  return [state, setState, move] as const;
}

export type DemoStageProps = {
  /** The math x and y ranges shown. */
  readonly x: readonly [number, number];
  readonly y: readonly [number, number];
  /** ViewBox size. */
  readonly width: number;
  readonly height: number;
  /** Accessible name of the drawing. */
  readonly label: string;
  /** Layers over the grid and axes. */
  readonly children: ReactNode;
};

/** A stage with a unit grid and axes numbered every two units. */
export function DemoStage({ x, y, width, height, label, children }: DemoStageProps) {
  return (
    <Stage xDomain={x} yDomain={y} width={width} height={height} label={label}>
      <Grid step={1} />
      <Axes labelStep={2} />
      {children}
    </Stage>
  );
}
