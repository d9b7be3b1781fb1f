/**
 * The playground: two pickers (a shape, static or moving, per side) and the live figure of the
 * pair they pick, from the one table of pairs. Only the default pair's code loads with the page;
 * another pair's loads when it is picked (or named by the link's `pair=`). A picking that
 * the core answers without a playground figure yet, or not at all, says so in words.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '../../kit';
import type { FigureProps } from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import {
  DEFAULT_PAIR,
  gapOf,
  pairById,
  pairFor,
  pickingId,
  pickingOf,
  primitives,
  sideWords,
  type Primitive,
  type Side,
} from './pairs';
import { RaySegmentPair } from './pairs/ray-segment';
import './playground.css';

type PairFigure = ComponentType<FigureProps>;

/** Each other live pair's code, loaded on demand. */
const loaders: Readonly<Record<string, () => Promise<PairFigure>>> = {
  'segment.rectangle': () => import('./pairs/segment-rect').then((m) => m.SegmentRectPair),
  'moving-point.rectangle': () => import('./pairs/segment-rect').then((m) => m.MovingPointRectPair),
  'moving-point.moving-segment': () => import('./pairs/sweep').then((m) => m.SweepPair),
  'point.segment': () => import('./pairs/projection').then((m) => m.ProjectionPair),
  'circle.circle': () => import('./pairs/circles').then((m) => m.CirclesPair),
  'moving-point.circle': () => import('./pairs/circles').then((m) => m.PathCirclePair),
  'moving-circle.point': () => import('./pairs/moving-circle').then((m) => m.MovingCirclePointPair),
  'moving-circle.segment': () =>
    import('./pairs/moving-circle').then((m) => m.MovingCircleSegmentPair),
  'moving-circle.moving-circle': () =>
    import('./pairs/moving-circle').then((m) => m.MovingCirclesPair),
};

function Picker({
  which,
  side,
  onChange,
}: {
  readonly which: string;
  readonly side: Side;
  readonly onChange: (side: Side) => void;
}) {
  return (
    <fieldset className="pg-picker">
      <legend>{which}</legend>
      <select
        aria-label={`${which}: shape`}
        value={side.shape}
        onChange={(event) => onChange({ ...side, shape: event.target.value as Primitive })}
      >
        {primitives.map((shape) => (
          <option key={shape} value={shape}>
            {shape}
          </option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={side.moving}
          onChange={(event) => onChange({ ...side, moving: event.target.checked })}
        />{' '}
        moving
      </label>
    </fieldset>
  );
}

export function Playground(props: FigureProps) {
  const hydrated = useHydrated();
  const [sides, setSides] = useState<readonly [Side, Side]>(pairById(DEFAULT_PAIR).sides);
  const [figures, setFigures] = useState<Readonly<Record<string, PairFigure>>>({
    [DEFAULT_PAIR]: RaySegmentPair,
  });
  // The link's picking, once, after hydration (the server renders the default pair).
  useEffect(() => {
    const picked = pickingOf(new URLSearchParams(window.location.search).get('pair') ?? '');
    if (picked !== null) setSides(picked);
  }, []);
  const pair = pairFor(sides);
  const live = pair?.status === 'live' ? pair : undefined;
  const Figure = live === undefined ? undefined : figures[live.id];
  useEffect(() => {
    const load = live === undefined ? undefined : loaders[live.id];
    if (Figure !== undefined || live === undefined || load === undefined) return;
    let current = true;
    void load().then((loaded) => {
      if (current) setFigures((known) => ({ ...known, [live.id]: loaded }));
    });
    return () => {
      current = false;
    };
  }, [live, Figure]);

  const pick = (index: 0 | 1) => (side: Side) => {
    const next: [Side, Side] = index === 0 ? [side, sides[1]] : [sides[0], side];
    setSides(next);
    // A new picking starts from its pair's defaults: the other pair's keys leave the link.
    const url = `${window.location.pathname}?pair=${pickingId(next)}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const words = `${sideWords(sides[0])} vs ${sideWords(sides[1])}`;
  return (
    <div className="pg" data-playground-pair={Figure === undefined ? undefined : live?.id}>
      <div className="pg-pickers" aria-disabled={!hydrated}>
        <Picker which="First shape" side={sides[0]} onChange={pick(0)} />
        <Picker which="Second shape" side={sides[1]} onChange={pick(1)} />
      </div>
      {Figure !== undefined && <Figure key={live?.id} {...props} />}
      {live !== undefined && Figure === undefined && <p className="pg-status">Loading {words}…</p>}
      {pair?.status === 'in-core' && (
        <p className="pg-status" role="status">
          {words}: in the core (<code>{pair.fn}</code>); its figure is not in the playground yet.
          {pair.reduction === undefined ? '' : ` ${pair.reduction}`}
        </p>
      )}
      {pair === undefined && (
        <p className="pg-status" role="status">
          {words}: not covered yet.{' '}
          {gapOf(sides[0].shape, sides[1].shape) ??
            'No core function answers this picking; the matrix below lists those that do.'}
        </p>
      )}
    </div>
  );
}
