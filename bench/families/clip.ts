/**
 * Segment vs closed axis-aligned rectangle: our clipSegmentRect against liang-barsky,
 * @thi.ng/geom-clip-line, lineclip (the three clippers: same clipped piece), and
 * @flatten-js/core, intersects (yes/no: does the segment meet the rectangle?).
 */
import { clip as liangBarskyClip } from 'liang-barsky';
import { liangBarsky2Raw } from '@thi.ng/geom-clip-line';
import { clipPolyline } from 'lineclip';
import Flatten from '@flatten-js/core';
import lineBox from 'intersects/line-box.js';
import {
  CLIP_CROSSES,
  CLIP_ENTERS,
  CLIP_EXITS,
  CLIP_INSIDE,
  CLIP_KINDS,
  CLIP_OUT_LENGTH,
  CLIP_REASONS,
  clipSegmentRect,
  clipSegmentRectInto,
} from '../../src/geometry/clip-segment-rect';
import { plainClipSegmentRect } from '../plain';
import { exactClip, type ExactClip } from '../referee/exact';
import { AGREE_TOLERANCE, EXACT_TOLERANCE, near2, scaleOf, fmt2 } from '../compare';
import type { Family, HotContender, LibraryAdapter, Settlement } from '../harness';
import { splitmix32, familySeed, INPUT_COUNT } from '../random';
import type { ClipInput, ClipResult, Vec2 } from '../types';

/** The common terms: does the segment meet the closed rectangle, and which piece lies in it. */
type ClipAnswer = Partial<Omit<ExactClip, 'piece'>> & {
  meets: boolean;
  piece?: { a: Vec2; b: Vec2 };
};

const inputScale = (input: ClipInput): number =>
  scaleOf(
    input.p0.x,
    input.p0.y,
    input.p1.x,
    input.p1.y,
    input.rect.xMin,
    input.rect.xMax,
    input.rect.yMin,
    input.rect.yMax,
  );

function makeInputs(set: 'random' | 'snapped'): ClipInput[] {
  const random = splitmix32(familySeed('clip', set));
  const inputs: ClipInput[] = [];
  for (let i = 0; i < INPUT_COUNT; i++) {
    if (set === 'random') {
      const x1 = random.uniform(-100, 100);
      const x2 = random.uniform(-100, 100);
      const y1 = random.uniform(-100, 100);
      const y2 = random.uniform(-100, 100);
      inputs.push({
        p0: { x: random.uniform(-150, 150), y: random.uniform(-150, 150) },
        p1: { x: random.uniform(-150, 150), y: random.uniform(-150, 150) },
        rect: {
          xMin: Math.min(x1, x2),
          xMax: Math.max(x1, x2),
          yMin: Math.min(y1, y2),
          yMax: Math.max(y1, y2),
        },
      });
    } else {
      const x1 = random.int(-4, 4);
      const x2 = random.int(-4, 4);
      const y1 = random.int(-4, 4);
      const y2 = random.int(-4, 4);
      inputs.push({
        p0: { x: random.int(-6, 6), y: random.int(-6, 6) },
        p1: { x: random.int(-6, 6), y: random.int(-6, 6) },
        rect: {
          xMin: Math.min(x1, x2),
          xMax: Math.max(x1, x2),
          yMin: Math.min(y1, y2),
          yMax: Math.max(y1, y2),
        },
      });
    }
  }
  return inputs;
}

function project(result: ClipResult, input: ClipInput): ClipAnswer {
  const base = {
    kind: result.kind as ExactClip['kind'],
    touches: result.touches,
    alongEdge: result.alongEdge,
    ...(result.reason ? { reason: result.reason } : {}),
  };
  switch (result.kind) {
    case 'inside':
      return { ...base, meets: true, piece: { a: input.p0, b: input.p1 } };
    case 'enters':
      return { ...base, meets: true, piece: { a: result.enter ?? input.p0, b: input.p1 } };
    case 'exits':
      return { ...base, meets: true, piece: { a: input.p0, b: result.exit ?? input.p1 } };
    case 'crosses':
      return {
        ...base,
        meets: true,
        piece: { a: result.enter ?? input.p0, b: result.exit ?? input.p1 },
      };
    default:
      return { ...base, meets: false };
  }
}

function samePiece(x: ClipAnswer, y: ClipAnswer, tolerance: number): boolean {
  if (x.meets !== y.meets) return false;
  if (!x.meets || !x.piece || !y.piece) return true;
  return near2(x.piece.a, y.piece.a, tolerance) && near2(x.piece.b, y.piece.b, tolerance);
}

function mismatch(answer: ClipAnswer, exact: ClipAnswer, input: ClipInput): string | null {
  if (answer.kind !== exact.kind) return `kind ${answer.kind}, exact ${exact.kind}`;
  if ((answer.reason ?? '') !== (exact.reason ?? ''))
    return `reason ${answer.reason}, exact ${exact.reason}`;
  if (answer.touches !== exact.touches) return `touches ${answer.touches}, exact ${exact.touches}`;
  if (answer.alongEdge !== exact.alongEdge)
    return `alongEdge ${answer.alongEdge}, exact ${exact.alongEdge}`;
  if (!samePiece(answer, exact, EXACT_TOLERANCE * inputScale(input))) {
    return `piece ${fmt2(answer.piece!.a)}–${fmt2(answer.piece!.b)}, exact ${fmt2(exact.piece!.a)}–${fmt2(exact.piece!.b)}`;
  }
  return null;
}

const exact = (input: ClipInput): ClipAnswer => {
  const answer = exactClip(input.p0, input.p1, input.rect);
  return { ...answer, meets: answer.kind !== 'outside' };
};

/** Settles a disagreement by trying the library's own conventions on the exact referee. */
function settleBy(
  alternatives: { cause: string; exact: (input: ClipInput) => ClipAnswer }[],
  booleanOnly: boolean,
) {
  return (input: ClipInput, library: ClipAnswer, exactAnswer: ClipAnswer): Settlement => {
    const tolerance = AGREE_TOLERANCE * inputScale(input);
    const matches = (candidate: ClipAnswer) =>
      booleanOnly ? candidate.meets === library.meets : samePiece(candidate, library, tolerance);
    for (const alternative of alternatives) {
      if (matches(alternative.exact(input)))
        return { verdict: 'convention', cause: alternative.cause };
    }
    if (library.meets !== exactAnswer.meets) {
      const what = exactAnswer.meets
        ? `misses a segment that ${exactAnswer.kind === 'inside' ? 'lies inside' : exactAnswer.touches ? 'touches it at one point' : `${exactAnswer.kind} it`}`
        : 'reports a hit on a segment that misses';
      return { verdict: 'library-wrong', cause: `${what} (float rounding at a boundary)` };
    }
    return {
      verdict: 'library-wrong',
      cause: 'clipped point off by more than 1e-9 relative (float rounding)',
    };
  };
}

const FLATTEN_TOLERANCE = 1e-6;

function grown(input: ClipInput, by: number): ClipInput {
  const { rect } = input;
  return {
    ...input,
    rect: {
      xMin: rect.xMin - by,
      yMin: rect.yMin - by,
      xMax: rect.xMax + by,
      yMax: rect.yMax + by,
    },
  };
}

const openEdges = {
  cause:
    'a segment lying ON an edge (parallel to it) counts as outside: its parallel test is strict, `num < 0`',
  exact: (input: ClipInput) => {
    const answer = exactClip(input.p0, input.p1, input.rect, true);
    return { ...answer, meets: answer.kind !== 'outside' };
  },
};

const liangBarsky: LibraryAdapter<ClipInput, ClipAnswer> = {
  name: 'liang-barsky',
  how: 'clip(a, b, [xmin, ymin, xmax, ymax], da, db) — non-destructive form; points and boxes pre-built as arrays',
  prepare(inputs) {
    const as = inputs.map((input) => [input.p0.x, input.p0.y] as [number, number]);
    const bs = inputs.map((input) => [input.p1.x, input.p1.y] as [number, number]);
    const boxes = inputs.map(
      (input) =>
        [input.rect.xMin, input.rect.yMin, input.rect.xMax, input.rect.yMax] as [
          number,
          number,
          number,
          number,
        ],
    );
    const da: [number, number] = [0, 0];
    const db: [number, number] = [0, 0];
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < as.length; i++)
          acc += liangBarskyClip(as[i]!, bs[i]!, boxes[i]!, da, db) + da[0] + db[1];
        return acc;
      },
      answer: (i) => {
        const a: [number, number] = [0, 0];
        const b: [number, number] = [0, 0];
        const hit = liangBarskyClip(as[i]!, bs[i]!, boxes[i]!, a, b) === 1;
        return hit
          ? { meets: true, piece: { a: { x: a[0], y: a[1] }, b: { x: b[0], y: b[1] } } }
          : { meets: false };
      },
    };
  },
  agree: (ours, library, input) => samePiece(ours, library, AGREE_TOLERANCE * inputScale(input)),
  settle: settleBy(
    [
      openEdges,
      {
        cause:
          '|Δx| or |Δy| below its EPSILON = 1e-6 is treated as parallel (not clipped on that axis)',
        exact: (input) => {
          const dx = input.p1.x - input.p0.x;
          const dy = input.p1.y - input.p0.y;
          const flatX = Math.abs(dx) < 1e-6 ? input.p0.x : input.p1.x;
          const flatY = Math.abs(dy) < 1e-6 ? input.p0.y : input.p1.y;
          const answer = exactClip(input.p0, { x: flatX, y: flatY }, input.rect, true);
          return { ...answer, meets: answer.kind !== 'outside' };
        },
      },
    ],
    false,
  ),
};

const thing: LibraryAdapter<ClipInput, ClipAnswer> = {
  name: '@thi.ng/geom-clip-line',
  how: 'liangBarsky2Raw(ax, ay, bx, by, minx, miny, maxx, maxy) — scalar arguments from a pre-built Float64Array',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 8);
    inputs.forEach((input, i) => {
      flat.set(
        [
          input.p0.x,
          input.p0.y,
          input.p1.x,
          input.p1.y,
          input.rect.xMin,
          input.rect.yMin,
          input.rect.xMax,
          input.rect.yMax,
        ],
        i * 8,
      );
    });
    const call = (i: number) => {
      const k = i * 8;
      return liangBarsky2Raw(
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < inputs.length; i++) {
          const result = call(i);
          if (result) acc += result[0]! + result[3]!;
        }
        return acc;
      },
      answer: (i) => {
        const result = call(i);
        return result
          ? {
              meets: true,
              piece: { a: { x: result[0]!, y: result[1]! }, b: { x: result[2]!, y: result[3]! } },
            }
          : { meets: false };
      },
    };
  },
  agree: (ours, library, input) => samePiece(ours, library, AGREE_TOLERANCE * inputScale(input)),
  settle: settleBy([], false),
};

const lineclip: LibraryAdapter<ClipInput, ClipAnswer> = {
  name: 'lineclip',
  how: 'clipPolyline([[x0, y0], [x1, y1]], [xmin, ymin, xmax, ymax]) — a 2-point polyline (Cohen–Sutherland); arrays pre-built',
  prepare(inputs) {
    const lines = inputs.map((input) => [
      [input.p0.x, input.p0.y],
      [input.p1.x, input.p1.y],
    ]);
    const boxes = inputs.map((input) => [
      input.rect.xMin,
      input.rect.yMin,
      input.rect.xMax,
      input.rect.yMax,
    ]);
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < lines.length; i++) acc += clipPolyline(lines[i]!, boxes[i]!).length;
        return acc;
      },
      answer: (i) => {
        const parts = clipPolyline(lines[i]!, boxes[i]!) as number[][][];
        const part = parts[0];
        if (!part || part.length === 0) return { meets: false };
        const first = part[0]!;
        const last = part[part.length - 1]!;
        return {
          meets: true,
          piece: { a: { x: first[0]!, y: first[1]! }, b: { x: last[0]!, y: last[1]! } },
        };
      },
    };
  },
  agree: (ours, library, input) => samePiece(ours, library, AGREE_TOLERANCE * inputScale(input)),
  settle: settleBy([], false),
};

const flatten: LibraryAdapter<ClipInput, ClipAnswer> = {
  yesNo: true,
  name: '@flatten-js/core',
  how: 'segment.intersect(box) (points where the segment crosses the box outline) || box.contains(segment.start); Segment and Box pre-built',
  prepare(inputs) {
    const segments = inputs.map(
      (input) =>
        new Flatten.Segment(
          new Flatten.Point(input.p0.x, input.p0.y),
          new Flatten.Point(input.p1.x, input.p1.y),
        ),
    );
    const boxes = inputs.map(
      (input) =>
        new Flatten.Box(input.rect.xMin, input.rect.yMin, input.rect.xMax, input.rect.yMax),
    );
    const meets = (i: number) =>
      segments[i]!.intersect(boxes[i]!).length > 0 || boxes[i]!.contains(segments[i]!.start);
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < segments.length; i++) if (meets(i)) acc++;
        return acc;
      },
      answer: (i) => ({ meets: meets(i) }),
    };
  },
  agree: (ours, library) => ours.meets === library.meets,
  settle: settleBy(
    [
      {
        cause:
          'comparison tolerance DP_TOL = 1e-6: a segment passing within 1e-6 of the box counts as meeting it',
        exact: (input) => exact(grown(input, FLATTEN_TOLERANCE)),
      },
    ],
    true,
  ),
};

const intersects: LibraryAdapter<ClipInput, ClipAnswer> = {
  yesNo: true,
  name: 'intersects',
  how: 'lineBox(x1, y1, x2, y2, xb, yb, wb, hb) — boolean; the rectangle converted to x, y, width, height beforehand',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 8);
    inputs.forEach((input, i) => {
      const { rect } = input;
      flat.set(
        [
          input.p0.x,
          input.p0.y,
          input.p1.x,
          input.p1.y,
          rect.xMin,
          rect.yMin,
          rect.xMax - rect.xMin,
          rect.yMax - rect.yMin,
        ],
        i * 8,
      );
    });
    const call = (i: number): boolean => {
      const k = i * 8;
      return lineBox(
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < inputs.length; i++) if (call(i)) acc++;
        return acc;
      },
      answer: (i) => ({ meets: call(i) }),
    };
  },
  agree: (ours, library) => ours.meets === library.meets,
  settle: settleBy(
    [
      {
        cause: 'the x, y, width, height form rounds the far edges (x + w ≠ xMax)',
        exact: (input) => {
          const { rect } = input;
          const w = rect.xMax - rect.xMin;
          const h = rect.yMax - rect.yMin;
          return exact({ ...input, rect: { ...rect, xMax: rect.xMin + w, yMax: rect.yMin + h } });
        },
      },
    ],
    true,
  ),
};

/** The inputs as eight numbers each, x0 y0 x1 y1 xMin yMin xMax yMax (untimed). */
function flatClipInputs(inputs: readonly ClipInput[]): Float64Array {
  const flat = new Float64Array(inputs.length * 8);
  inputs.forEach((input, i) => {
    const { p0, p1, rect } = input;
    flat.set([p0.x, p0.y, p1.x, p1.y, rect.xMin, rect.yMin, rect.xMax, rect.yMax], i * 8);
  });
  return flat;
}

/** The hot-loop answer in the common terms: the case from its code, the piece from the buffer. */
function clipAnswerOf(code: number, out: Float64Array, input: ClipInput): ClipAnswer {
  const reason = CLIP_REASONS[code];
  const base = {
    kind: CLIP_KINDS[code] as ExactClip['kind'],
    touches: out[6] !== 0,
    alongEdge: out[7] !== 0,
    ...(reason ? { reason } : {}),
  };
  if (code > CLIP_CROSSES) return { ...base, meets: false };
  const entered = code === CLIP_ENTERS || code === CLIP_CROSSES;
  const exited = code === CLIP_EXITS || code === CLIP_CROSSES;
  return {
    ...base,
    meets: true,
    piece: {
      a: entered ? { x: out[2]!, y: out[3]! } : input.p0,
      b: exited ? { x: out[4]!, y: out[5]! } : input.p1,
    },
  };
}

const hotLoop: HotContender<ClipInput, ClipAnswer> = {
  name: 'ours, hot loop',
  how: 'clipSegmentRectInto(out, x0, y0, x1, y1, xMin, yMin, xMax, yMax) → case code; numbers from a pre-built Float64Array, one `out` Float64Array reused',
  prepare(inputs) {
    const flat = flatClipInputs(inputs);
    const out = new Float64Array(CLIP_OUT_LENGTH);
    const call = (i: number) => {
      const k = i * 8;
      return clipSegmentRectInto(
        out,
        flat[k]!,
        flat[k + 1]!,
        flat[k + 2]!,
        flat[k + 3]!,
        flat[k + 4]!,
        flat[k + 5]!,
        flat[k + 6]!,
        flat[k + 7]!,
      );
    };
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < inputs.length; i++) {
          const code = call(i);
          // The clipped piece's far end, as the clippers' passes read one.
          if (code <= CLIP_CROSSES)
            acc += code === CLIP_INSIDE || code === CLIP_ENTERS ? 1 : out[5]!;
        }
        return acc;
      },
      answer: (i) => clipAnswerOf(call(i), out, inputs[i]!),
    };
  },
};

export const clipFamily: Family<ClipInput, ClipResult, ClipAnswer> = {
  id: 'clip',
  title: 'Segment vs rectangle (clipSegmentRect)',
  query: 'clip the segment p0→p1 to the closed axis-aligned rectangle',
  comparedOn:
    'whether the segment meets the closed rectangle and, for the three clippers, the clipped piece (both endpoints within 1e-9 of the input scale); flatten-js and intersects answer yes/no only',
  notes: [
    'liang-barsky and thi.ng clip one segment; lineclip clips polylines (Cohen–Sutherland), so a segment is passed as a 2-point polyline and the result is a list of pieces.',
    'flatten-js has no clipper: `segment.intersect(box)` returns the points where the segment crosses the box OUTLINE, so a segment wholly inside needs `box.contains(start)` as well.',
    'intersects answers yes/no (its lineBox tests the endpoints, then the four edges with a line-line test that divides by the cross product: parallel edges give NaN, i.e. "no").',
    'Our hot-loop entry point `clipSegmentRectInto` answers the same question as the object API (case code, raw times, points, flags into a Float64Array) and is checked against the exact referee like it.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: endpoints in [−150, 150]², rectangles in [−100, 100]²',
      inputs: makeInputs('random'),
    },
    {
      name: 'snapped',
      description:
        'integers: endpoints in [−6, 6]², rectangle corners in [−4, 4]² (degenerate rectangles included)',
      inputs: makeInputs('snapped'),
    },
  ],
  ours: { name: 'ours (exact)', how: 'clipSegmentRect({ p0, p1, rect })', run: clipSegmentRect },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainClipSegmentRect: the spec’s p/q table in doubles',
    run: plainClipSegmentRect,
  },
  fold: (result) =>
    result.kind.length + (result.enter ? result.enter.x : 0) + (result.exit ? result.exit.y : 0),
  project,
  exact,
  mismatch,
  libraries: [liangBarsky, thing, lineclip, flatten, intersects],
  hot: [hotLoop],
};
