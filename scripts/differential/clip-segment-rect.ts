/**
 * Differential test of clipping (issue 9), run by hand, not by `npm test`: `clipSegmentRect` and
 * `liangBarskyTable` against the exact BigInt reference (testing/clip-segment-rect.reference.ts)
 * on 1,000,000+ seeded inputs — random doubles, snapped grids (small and full range, times powers
 * of two up to 2^±1000), near-degenerate segments (a snapped corner or edge case nudged by a few
 * ulps), tiny shapes far from the origin and arbitrary bit patterns. Kinds, reasons and flags must
 * be identical, t within 1e-12 (scale-free, or equal infinities), points within 1e-12 of the
 * input's scale, and the table's decisive rows exactly those whose t is tEnter or tExit.
 *
 * Until the one-decision-tree rewrite it compared the new code with the legacy copy (removed
 * since): on 1,000,006 inputs of these classes, 0 disagreements in kinds, reasons, flags, t,
 * points and table rows.
 *
 * Run from the worktree root (esbuild bundles the extensionless TypeScript imports, as
 * bench/index.mjs does; `npx node` is the pinned Node 24):
 *
 *   npx esbuild scripts/differential/clip-segment-rect.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/clip-differential.mjs --log-level=warning && npx node /tmp/clip-differential.mjs [count]
 *
 * Exits 1 on any disagreement, printing the first few inputs.
 */
import {
  clipSegmentRect,
  liangBarskyTable,
  type ClipInput,
  type ClipResult,
} from '../../src/geometry/clip-segment-rect';
import {
  clipSegmentRectReference,
  type ClipReference,
} from '../../src/geometry/testing/clip-segment-rect.reference';
import { R } from '../../src/geometry/testing/rational';
import { timesPowerOfTwo } from '../../src/geometry/filter';
import { splitmix32, type Random } from '../../bench/random';

const TOLERANCE = 1e-12;
const total = Number(process.argv[2] ?? 1_000_000);
const random = splitmix32(0x5eed0c11);

const fromCoordinates = (c: readonly number[]): ClipInput => ({
  p0: { x: c[0]!, y: c[1]! },
  p1: { x: c[2]!, y: c[3]! },
  rect: {
    xMin: Math.min(c[4]!, c[5]!),
    xMax: Math.max(c[4]!, c[5]!),
    yMin: Math.min(c[6]!, c[7]!),
    yMax: Math.max(c[6]!, c[7]!),
  },
});
const mapCoordinates = (input: ClipInput, f: (value: number, axis: 'x' | 'y') => number) =>
  fromCoordinates([
    f(input.p0.x, 'x'),
    f(input.p0.y, 'y'),
    f(input.p1.x, 'x'),
    f(input.p1.y, 'y'),
    f(input.rect.xMin, 'x'),
    f(input.rect.xMax, 'x'),
    f(input.rect.yMin, 'y'),
    f(input.rect.yMax, 'y'),
  ]);
const grid = (r: Random, size: number) =>
  fromCoordinates(Array.from({ length: 8 }, () => r.int(-size, size)));

/** A few ulps up or down. */
function nudge(r: Random, value: number): number {
  let result = value;
  for (let i = r.int(-3, 3); i !== 0; i += i > 0 ? -1 : 1) {
    const step = Math.max(Math.abs(result) * 2 ** -52, Number.MIN_VALUE);
    result += i > 0 ? step : -step;
  }
  return result;
}

/** Degenerate snapped shapes: axis-parallel, point, corner through, on an edge, degenerate rect. */
function degenerate(r: Random): ClipInput {
  const input = grid(r, 4);
  const { p0, p1, rect } = input;
  switch (r.int(0, 6)) {
    case 0:
      return { ...input, p1: { x: p1.x, y: p0.y } };
    case 1:
      return { ...input, p1: p0 };
    case 2:
      return { ...input, p1: { x: rect.xMin, y: rect.yMax } };
    case 3:
      return { ...input, p0: { x: rect.xMax, y: p0.y }, p1: { x: rect.xMax, y: p1.y } };
    case 4:
      return { ...input, rect: { ...rect, xMax: rect.xMin } };
    case 5:
      return { ...input, p0: { x: rect.xMin, y: rect.yMin }, p1: { x: rect.xMax, y: rect.yMax } };
    default:
      return input;
  }
}

function bits(r: Random): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setUint32(0, Math.floor(r.next() * 2 ** 32));
  view.setUint32(4, Math.floor(r.next() * 2 ** 32));
  const value = view.getFloat64(0);
  return Number.isFinite(value) ? value : r.uniform(-1, 1);
}

const makers: [string, (r: Random) => ClipInput][] = [
  ['random', (r) => fromCoordinates(Array.from({ length: 8 }, () => r.uniform(-100, 100)))],
  ['small grid', (r) => grid(r, 4)],
  ['degenerate', degenerate],
  ['full range', (r) => scaled(grid(r, 1024), r.int(-1000, 1000))],
  ['near-degenerate', (r) => mapCoordinates(degenerate(r), (v) => nudge(r, v))],
  [
    'tiny far away',
    (r) => {
      const k = r.int(-1000, 960);
      const offset = { x: r.int(-1024, 1024) * 2 ** (k + r.int(0, 1000)), y: 0 };
      offset.y = r.chance(0.5) ? offset.x : 0;
      return mapCoordinates(scaled(degenerate(r), k), (v, axis) => {
        const moved = v + offset[axis];
        return Number.isFinite(moved) ? moved : v;
      });
    },
  ],
  ['bit patterns', (r) => fromCoordinates(Array.from({ length: 8 }, () => bits(r)))],
];

function scaled(input: ClipInput, k: number): ClipInput {
  return mapCoordinates(input, (v) => timesPowerOfTwo(v, k));
}

function scaleOf(input: ClipInput): number {
  const { p0, p1, rect } = input;
  return Math.max(
    ...[p0.x, p0.y, p1.x, p1.y, rect.xMin, rect.xMax, rect.yMin, rect.yMax].map(Math.abs),
    Number.MIN_VALUE,
  );
}

const near = (a: number | undefined, b: number | undefined, scale: number) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    Math.abs(a - b) <= TOLERANCE * Math.max(scale, Math.abs(b)));

/** The reference as the numbers a result reports (null times are the infinite loop starts). */
function expected(reference: ClipReference): ClipResult {
  const point = (p: ClipReference['enter']) =>
    p === undefined ? undefined : { x: p.x.toNumber(), y: p.y.toNumber() };
  return {
    kind: reference.kind,
    ...(reference.reason === undefined ? {} : { reason: reference.reason }),
    tEnter: reference.tEnter === null ? -Infinity : reference.tEnter.toNumber(),
    tExit: reference.tExit === null ? Infinity : reference.tExit.toNumber(),
    ...(reference.enter === undefined ? {} : { enter: point(reference.enter)! }),
    ...(reference.exit === undefined ? {} : { exit: point(reference.exit)! }),
    touches: reference.touches,
    alongEdge: reference.alongEdge,
  };
}

function differs(a: ClipResult, b: ClipResult, scale: number): string | undefined {
  if (a.kind !== b.kind || a.reason !== b.reason) return 'kind/reason';
  if (a.touches !== b.touches || a.alongEdge !== b.alongEdge) return 'flags';
  if (!near(a.tEnter, b.tEnter, 1) || !near(a.tExit, b.tExit, 1)) return 't';
  for (const key of ['enter', 'exit'] as const) {
    const p = a[key];
    const q = b[key];
    if ((p === undefined) !== (q === undefined)) return `${key} presence`;
    if (p && q && !(near(p.x, q.x, scale) && near(p.y, q.y, scale))) return key;
  }
  if (Object.is(a.tEnter, -0) || Object.is(a.tExit, -0)) return '-0';
  return undefined;
}

/** A table row is decisive exactly when its exact t (q/p) is the exact tEnter or tExit. */
function tableDiffers(input: ClipInput, reference: ClipReference): boolean {
  const { p0, p1, rect } = input;
  const rows = liangBarskyTable(input);
  const boundaries = [
    [p0.x, p1.x, rect.xMin],
    [p0.x, p1.x, rect.xMax],
    [p0.y, p1.y, rect.yMin],
    [p0.y, p1.y, rect.yMax],
  ] as const;
  return rows.some((row, i) => {
    const [from, to, value] = boundaries[i]!;
    if (from === to) return row.role !== 'parallel' || row.decisive;
    const t = R(value)
      .sub(R(from))
      .div(R(to).sub(R(from)));
    const decisiveTime = row.role === 'entering' ? reference.tEnter : reference.tExit;
    return row.decisive !== (decisiveTime !== null && t.eq(decisiveTime));
  });
}

const started = performance.now();
let count = 0;
let failures = 0;
const perClass = new Map<string, number>();
while (count < total) {
  for (const [name, make] of makers) {
    const input = make(random);
    const scale = scaleOf(input);
    const reference = clipSegmentRectReference(input);
    const problem = differs(clipSegmentRect(input), expected(reference), scale);
    const tableProblem = tableDiffers(input, reference) ? 'table' : undefined;
    const found = problem ?? tableProblem;
    if (found !== undefined) {
      failures += 1;
      if (failures <= 5) {
        console.log(`${name}: ${found}\n  input  ${JSON.stringify(input)}`);
        console.log(`  new    ${JSON.stringify(clipSegmentRect(input))}`);
        console.log(`  exact  ${JSON.stringify(expected(clipSegmentRectReference(input)))}`);
      }
    }
    perClass.set(name, (perClass.get(name) ?? 0) + 1);
    count += 1;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${count} inputs (${[...perClass].map(([n, c]) => `${n} ${c}`).join(', ')}) in ${seconds} s: ` +
    `${failures} disagreements`,
);
process.exit(failures === 0 ? 0 : 1);
