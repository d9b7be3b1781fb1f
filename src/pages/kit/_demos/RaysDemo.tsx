/**
 * A list of rays the reader can add to and remove from (buttons, or Delete on a ray's origin),
 * kept in the URL by a list codec: `?rays=ox,oy,dx,dy_…`, each ray validated on the way in.
 */
import { useState } from 'react';
import {
  DecorLayer,
  FigureFrame,
  Handle,
  HandleLayer,
  ItemList,
  Ray,
  VelocityHandle,
  addItem,
  formatPoint,
  hasAnyKey,
  listCodec,
  ownQuery,
  point,
  rayCodec,
  readState,
  removeItem,
  replaceItem,
  samePoint,
  useUrlSync,
  writeState,
  type RayValue,
} from '../../../kit';
import { DemoStage, STEP, place } from './shared';

type State = { rays: readonly RayValue[] };
const MAX_RAYS = 5;
const SCHEMA = { rays: listCodec(rayCodec(50), { min: 1, max: MAX_RAYS }) };
const START: State = {
  rays: [
    { origin: point(-4, -2), direction: point(2, 1) },
    { origin: point(2, 3), direction: point(1, -2) },
  ],
};
const COLORS = [
  'var(--fig-blue)',
  'var(--fig-vermillion)',
  'var(--fig-green)',
  'var(--fig-orange)',
  'var(--fig-ink)',
];

export function RaysDemo() {
  const [state, setState] = useState(START);
  useUrlSync({
    enabled: true,
    state,
    read: (params) => (hasAnyKey(SCHEMA, params) ? readState(SCHEMA, params, START) : null),
    write: (value, params) => writeState(SCHEMA, value, params),
    restore: setState,
  });
  const update = (index: number, ray: RayValue) =>
    setState((s) => {
      const old = s.rays[index];
      if (
        old === undefined ||
        (samePoint(old.origin, ray.origin) && samePoint(old.direction, ray.direction))
      )
        return s;
      return { rays: replaceItem(s.rays, index, ray) };
    });
  const remove = (index: number) =>
    setState((s) => {
      const rays = removeItem(s.rays, index, 1);
      return rays === s.rays ? s : { rays };
    });
  const add = () =>
    setState((s) => {
      const n = s.rays.length;
      const rays = addItem(
        s.rays,
        { origin: point(-1 + n, -3 + n), direction: point(1, 1) },
        MAX_RAYS,
      );
      return rays === s.rays ? s : { rays };
    });
  const names = state.rays.map((ray, i) => `Ray ${i + 1} from ${formatPoint(ray.origin)}`);
  return (
    <FigureFrame
      name="kit-rays"
      state={state}
      caseId={`rays:${state.rays.length}`}
      label="Kit demo: a list of rays"
      caption="Add or remove rays with the buttons, or press Delete on a ray's origin. The list lives in the address bar; a malformed list falls back to the default."
    >
      <DemoStage x={[-6, 6]} y={[-5, 5]} width={480} height={400} label="Rays">
        <DecorLayer>
          {state.rays.map((ray, i) => (
            <Ray
              key={i}
              origin={ray.origin}
              direction={ray.direction}
              color={COLORS[i % COLORS.length]!}
            />
          ))}
        </DecorLayer>
        <HandleLayer>
          {state.rays.map((ray, i) => (
            <g key={i}>
              <Handle
                label={`O${i + 1}`}
                at={ray.origin}
                step={STEP}
                color={COLORS[i % COLORS.length]!}
                description={`origin of ray ${i + 1}; Delete removes it`}
                onRemove={state.rays.length > 1 ? () => remove(i) : undefined}
                onMove={(wanted, intent) => update(i, { ...ray, origin: place(wanted, intent) })}
              />
              <VelocityHandle
                label={`d${i + 1}`}
                from={ray.origin}
                vector={ray.direction}
                step={STEP}
                color={COLORS[i % COLORS.length]!}
                description={`direction of ray ${i + 1}`}
                onMove={(wanted, intent) => {
                  const direction = place(wanted, intent);
                  if (direction.x !== 0 || direction.y !== 0) update(i, { ...ray, direction });
                }}
              />
            </g>
          ))}
        </HandleLayer>
      </DemoStage>
      <ItemList noun="ray" names={names} min={1} max={MAX_RAYS} onAdd={add} onRemove={remove} />
      <p className="kit-caption">
        Permalink: <code data-testid="rays-query">?{ownQuery(SCHEMA, state)}</code>
      </p>
    </FigureFrame>
  );
}
