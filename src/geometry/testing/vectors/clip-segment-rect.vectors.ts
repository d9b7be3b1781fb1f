/**
 * Public test vectors for `clipSegmentRect`, kept as data with their source. Each records what the
 * library's own unit test (or documented example) asserts, in the library's terms: the visible
 * part of the segment after clipping (or none), sometimes with its parameters.
 *
 * Convention difference (all sources): the libraries return the clipped segment, not a case. Our
 * result maps to it as: visible part = from (p0 for inside/exits, `enter` for enters/crosses) to
 * (p1 for inside/enters, `exit` for exits/crosses); `outside` = no visible part. All treat the
 * rectangle as closed, like we do (a segment touching the boundary in one point keeps that point).
 */

type P = { x: number; y: number };
type Box = { xMin: number; yMin: number; xMax: number; yMax: number };

export type ClipVector = {
  readonly source: string;
  readonly description: string;
  readonly input: { p0: P; p1: P; rect: Box };
  /** The library's clipped segment, or null when it reports no intersection. */
  readonly clipped: readonly [P, P] | null;
  /** The library's parameters of the clipped part, when it reports them. */
  readonly parameters?: readonly [number, number];
  /** Library tolerance on coordinates, when its test used one. */
  readonly tolerance?: number;
};

const W8R = 'w8r/liang-barsky tests/index.test.ts (box [xmin, ymin, xmax, ymax] = [-5, -5, 5, 5])';
const MAPBOX = 'mapbox/lineclip test.js (polylines split into their segments)';
const JFREE =
  'jfree/jfreechart src/test/java/org/jfree/chart/util/LineUtilsTest.java testClipLine (Rectangle2D(1, 1, 1, 1) = [1, 2] × [1, 2]; epsilon 1e-10)';
const THING =
  'thi-ng/umbrella packages/geom-clip-line/tpl.readme.md (README example of liangBarsky2; returns [enter, exit, tEnter, tExit])';

const p = (x: number, y: number): P => ({ x, y });
const w8rBox: Box = { xMin: -5, yMin: -5, xMax: 5, yMax: 5 };
const jfreeBox: Box = { xMin: 1, yMin: 1, xMax: 2, yMax: 2 };

export const clipVectors: readonly ClipVector[] = [
  // w8r/liang-barsky: "diagonal", "vertical", "horizontal" groups.
  {
    source: W8R,
    description: 'diagonal clip',
    input: { p0: p(0, 0), p1: p(20, 10), rect: w8rBox },
    clipped: [p(0, 0), p(5, 2.5)],
  },
  {
    source: W8R,
    description: 'diagonal in',
    input: { p0: p(0, 0), p1: p(3, 3), rect: w8rBox },
    clipped: [p(0, 0), p(3, 3)],
  },
  {
    source: W8R,
    description: 'diagonal out',
    input: { p0: p(6, 0), p1: p(20, 10), rect: w8rBox },
    clipped: null,
  },
  {
    source: W8R,
    description: 'diagonal on (starts on the edge)',
    input: { p0: p(5, 0), p1: p(20, 10), rect: w8rBox },
    clipped: [p(5, 0), p(5, 0)],
  },
  {
    source: W8R,
    description: 'vertical crossing',
    input: { p0: p(0, 0), p1: p(0, 10), rect: w8rBox },
    clipped: [p(0, 0), p(0, 5)],
  },
  {
    source: W8R,
    description: 'vertical in',
    input: { p0: p(0, 0), p1: p(0, 2), rect: w8rBox },
    clipped: [p(0, 0), p(0, 2)],
  },
  {
    source: W8R,
    description: 'vertical out',
    input: { p0: p(0, 6), p1: p(0, 10), rect: w8rBox },
    clipped: null,
  },
  {
    source: W8R,
    description: 'vertical on',
    input: { p0: p(0, 5), p1: p(0, 10), rect: w8rBox },
    clipped: [p(0, 5), p(0, 5)],
  },
  {
    source: W8R,
    description: 'horizontal crossing',
    input: { p0: p(0, 0), p1: p(10, 0), rect: w8rBox },
    clipped: [p(0, 0), p(5, 0)],
  },
  {
    source: W8R,
    description: 'horizontal in',
    input: { p0: p(0, 0), p1: p(3, 0), rect: w8rBox },
    clipped: [p(0, 0), p(3, 0)],
  },
  {
    source: W8R,
    description: 'horizontal out',
    input: { p0: p(6, 0), p1: p(10, 0), rect: w8rBox },
    clipped: null,
  },
  {
    source: W8R,
    description: 'horizontal on',
    input: { p0: p(5, 0), p1: p(10, 0), rect: w8rBox },
    clipped: [p(5, 0), p(5, 0)],
  },

  // mapbox/lineclip: 'appends result if passed third argument', 'clips without leaving empty
  // parts', 'clips line crossing through many times' ([[10,-10],[10,30],[20,30],[20,-10]]).
  {
    source: MAPBOX,
    description: 'appends result: [[-10, 10], [30, 10]] in [0, 0, 20, 20]',
    input: { p0: p(-10, 10), p1: p(30, 10), rect: { xMin: 0, yMin: 0, xMax: 20, yMax: 20 } },
    clipped: [p(0, 10), p(20, 10)],
  },
  {
    source: MAPBOX,
    description: 'no empty parts: [[40, 40], [50, 50]] in [0, 0, 30, 30]',
    input: { p0: p(40, 40), p1: p(50, 50), rect: { xMin: 0, yMin: 0, xMax: 30, yMax: 30 } },
    clipped: null,
  },
  {
    source: MAPBOX,
    description: 'crossing many times, segment 1: (10, -10) → (10, 30)',
    input: { p0: p(10, -10), p1: p(10, 30), rect: { xMin: 0, yMin: 0, xMax: 20, yMax: 20 } },
    clipped: [p(10, 0), p(10, 20)],
  },
  {
    source: MAPBOX,
    description: 'crossing many times, segment 2: (10, 30) → (20, 30), above the box',
    input: { p0: p(10, 30), p1: p(20, 30), rect: { xMin: 0, yMin: 0, xMax: 20, yMax: 20 } },
    clipped: null,
  },
  {
    source: MAPBOX,
    description: 'crossing many times, segment 3: (20, 30) → (20, -10), along the right edge',
    input: { p0: p(20, 30), p1: p(20, -10), rect: { xMin: 0, yMin: 0, xMax: 20, yMax: 20 } },
    clipped: [p(20, 20), p(20, 0)],
  },

  // jfree/jfreechart LineUtilsTest.testClipLine (non-dyadic decimals: general doubles).
  {
    source: JFREE,
    description: '(0.5,0.5)→(0.6,0.6) short of the box',
    input: { p0: p(0.5, 0.5), p1: p(0.6, 0.6), rect: jfreeBox },
    clipped: null,
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(1.6,0.6) line misses',
    input: { p0: p(0.5, 0.5), p1: p(1.6, 0.6), rect: jfreeBox },
    clipped: null,
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(2.6,0.6) line misses',
    input: { p0: p(0.5, 0.5), p1: p(2.6, 0.6), rect: jfreeBox },
    clipped: null,
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(0.6,1.6) line misses',
    input: { p0: p(0.5, 0.5), p1: p(0.6, 1.6), rect: jfreeBox },
    clipped: null,
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(1.6,1.6) enters at the corner',
    input: { p0: p(0.5, 0.5), p1: p(1.6, 1.6), rect: jfreeBox },
    clipped: [p(1, 1), p(1.6, 1.6)],
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(2.6,1.6) crosses',
    input: { p0: p(0.5, 0.5), p1: p(2.6, 1.6), rect: jfreeBox },
    clipped: [p(1.4545454545454546, 1.0), p(2.0, 1.2857142857142858)],
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(0.5,2.6) parallel, left of the box',
    input: { p0: p(0.5, 0.5), p1: p(0.5, 2.6), rect: jfreeBox },
    clipped: null,
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(1.5,2.6) crosses',
    input: { p0: p(0.5, 0.5), p1: p(1.5, 2.6), rect: jfreeBox },
    clipped: [p(1.0, 1.55), p(1.2142857142857142, 2.0)],
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(2.5,2.6) crosses',
    input: { p0: p(0.5, 0.5), p1: p(2.5, 2.6), rect: jfreeBox },
    clipped: [p(1.0, 1.025), p(1.9285714285714284, 2.0)],
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(0.5,0.5)→(1.5,1.5) enters',
    input: { p0: p(0.5, 0.5), p1: p(1.5, 1.5), rect: jfreeBox },
    clipped: [p(1, 1), p(1.5, 1.5)],
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(2.5,1.0)→(1.5,1.5) enters through the right edge',
    input: { p0: p(2.5, 1.0), p1: p(1.5, 1.5), rect: jfreeBox },
    clipped: [p(2.0, 1.25), p(1.5, 1.5)],
    tolerance: 1e-10,
  },
  {
    source: JFREE,
    description: '(1.5,1.5)→(2.5,1.0) exits through the right edge',
    input: { p0: p(1.5, 1.5), p1: p(2.5, 1.0), rect: jfreeBox },
    clipped: [p(1.5, 1.5), p(2.0, 1.25)],
    tolerance: 1e-10,
  },

  // thi.ng/geom-clip-line README example.
  {
    source: THING,
    description: 'liangBarsky2([-10, -20], [30, 400], [0, 0], [100, 200])',
    input: { p0: p(-10, -20), p1: p(30, 400), rect: { xMin: 0, yMin: 0, xMax: 100, yMax: 200 } },
    clipped: [p(0, 85), p(10.952380952380953, 200)],
    parameters: [0.25, 0.5238095238095238],
  },
];

/**
 * jfree/jfreechart LineUtilsTest.testClipLineWithNaN: a NaN coordinate anywhere gives "no clip"
 * (false) and leaves the line alone; ours is `invalid-input`.
 */
export const clipNaNVectors: readonly { p0: P; p1: P }[] = [
  { p0: p(Number.NaN, 2), p1: p(3, 4) },
  { p0: p(1, Number.NaN), p1: p(3, 4) },
  { p0: p(1, 2), p1: p(Number.NaN, 4) },
  { p0: p(1, 2), p1: p(3, Number.NaN) },
];
