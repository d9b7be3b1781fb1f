/**
 * Ray vs segment: our intersectRaySegment against @flatten-js/core (Ray ∩ Segment → points) and
 * intersects (lineLine, yes/no, with the ray cut to a long segment).
 */
import Flatten from '@flatten-js/core';
import lineLine from 'intersects/line-line.js';
import {
  RAY_SEGMENT_HIT,
  RAY_SEGMENT_KINDS,
  RAY_SEGMENT_OUT_LENGTH,
  RAY_SEGMENT_REASONS,
  intersectRaySegment,
  intersectRaySegmentInto,
} from '../../src/geometry/ray-segment';
import { plainIntersectRaySegment } from '../plain';
import { exactRaySegment, type ExactRaySegment } from '../referee/exact';
import { AGREE_TOLERANCE, EXACT_TOLERANCE, near, near2, scaleOf, fmt, fmt2 } from '../compare';
import type { Family, HotContender, LibraryAdapter, Settlement } from '../harness';
import { splitmix32, familySeed, INPUT_COUNT } from '../random';
import type { RaySegmentInput, RaySegmentResult, Vec2 } from '../types';

type RayAnswer = Partial<ExactRaySegment> & { hit: boolean };

const inputScale = (input: RaySegmentInput): number =>
  scaleOf(input.origin.x, input.origin.y, input.a.x, input.a.y, input.b.x, input.b.y);

function makeInputs(set: 'random' | 'snapped'): RaySegmentInput[] {
  const random = splitmix32(familySeed('ray-segment', set));
  const inputs: RaySegmentInput[] = [];
  const point = (): Vec2 =>
    set === 'random'
      ? { x: random.uniform(-100, 100), y: random.uniform(-100, 100) }
      : { x: random.int(-5, 5), y: random.int(-5, 5) };
  while (inputs.length < INPUT_COUNT) {
    const direction =
      set === 'random'
        ? { x: random.uniform(-1, 1), y: random.uniform(-1, 1) }
        : { x: random.int(-3, 3), y: random.int(-3, 3) };
    if (direction.x === 0 && direction.y === 0) continue;
    inputs.push({ origin: point(), direction, a: point(), b: point() });
  }
  return inputs;
}

function project(result: RaySegmentResult): RayAnswer {
  const answer: RayAnswer = {
    hit: result.kind === 'hit',
    kind: result.kind as 'hit' | 'miss',
    collinear: result.collinear,
  };
  if (result.reason) answer.reason = result.reason;
  if (result.distance !== undefined) answer.distance = result.distance;
  if (result.point) answer.point = result.point;
  if (result.s !== undefined) answer.s = result.s;
  return answer;
}

const exact = (input: RaySegmentInput): RayAnswer => {
  const answer = exactRaySegment(input.origin, input.direction, input.a, input.b);
  return { ...answer, hit: answer.kind === 'hit' };
};

function mismatch(answer: RayAnswer, reference: RayAnswer, input: RaySegmentInput): string | null {
  if (answer.kind !== reference.kind) return `kind ${answer.kind}, exact ${reference.kind}`;
  if ((answer.reason ?? '') !== (reference.reason ?? ''))
    return `reason ${answer.reason}, exact ${reference.reason}`;
  if (answer.collinear !== reference.collinear)
    return `collinear ${answer.collinear}, exact ${reference.collinear}`;
  if (!answer.hit) return null;
  const tolerance = EXACT_TOLERANCE * inputScale(input);
  if (!near(answer.distance ?? NaN, reference.distance!, tolerance))
    return `distance ${fmt(answer.distance ?? NaN)}, exact ${fmt(reference.distance!)}`;
  if (!answer.point || !near2(answer.point, reference.point!, tolerance))
    return `point ${answer.point ? fmt2(answer.point) : '—'}, exact ${fmt2(reference.point!)}`;
  if (!near(answer.s ?? NaN, reference.s!, EXACT_TOLERANCE))
    return `s ${fmt(answer.s ?? NaN)}, exact ${fmt(reference.s!)}`;
  return null;
}

const FLATTEN_TOLERANCE = 1e-6;

/** Distance from p to the closed segment a–b. */
function distanceToSegment(p: Vec2, a: Vec2, b: Vec2): number {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ee = ex * ex + ey * ey;
  const s = ee === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * ex + (p.y - a.y) * ey) / ee));
  return Math.hypot(p.x - a.x - s * ex, p.y - a.y - s * ey);
}

const flatten: LibraryAdapter<RaySegmentInput, RayAnswer> = {
  name: '@flatten-js/core',
  how: 'ray.intersect(segment) → points, nearest along the ray taken; Ray(origin, unit normal (−dy, dx)/|d|) and Segment pre-built',
  prepare(inputs) {
    const rays = inputs.map((input) => {
      const { x, y } = input.direction;
      const length = Math.hypot(x, y);
      return new Flatten.Ray(
        new Flatten.Point(input.origin.x, input.origin.y),
        new Flatten.Vector(-y / length, x / length),
      );
    });
    const segments = inputs.map(
      (input) =>
        new Flatten.Segment(
          new Flatten.Point(input.a.x, input.a.y),
          new Flatten.Point(input.b.x, input.b.y),
        ),
    );
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < rays.length; i++) {
          const points = rays[i]!.intersect(segments[i]!);
          acc += points.length;
          if (points.length > 0) acc += points[0]!.x;
        }
        return acc;
      },
      answer: (i) => {
        const input = inputs[i]!;
        const points = rays[i]!.intersect(segments[i]!);
        if (points.length === 0) return { hit: false };
        const { origin: o, direction: d } = input;
        const length = Math.hypot(d.x, d.y);
        let best = points[0]!;
        let bestDistance = Infinity;
        for (const p of points) {
          const along = ((p.x - o.x) * d.x + (p.y - o.y) * d.y) / length;
          if (along < bestDistance) {
            bestDistance = along;
            best = p;
          }
        }
        return { hit: true, point: { x: best.x, y: best.y }, distance: bestDistance };
      },
    };
  },
  agree: (ours, library, input) => {
    if (ours.hit !== library.hit) return false;
    if (!ours.hit) return true;
    const tolerance = AGREE_TOLERANCE * inputScale(input);
    return (
      near2(ours.point!, library.point!, tolerance) &&
      near(ours.distance!, library.distance!, tolerance)
    );
  },
  settle(input, library, reference): Settlement {
    const { origin: o, direction: d, a, b } = input;
    if (reference.hit && reference.collinear && library.hit) {
      return {
        verdict: 'convention',
        cause:
          'collinear overlap: returns the segment’s endpoints lying on the ray, not the first common point (the origin when it is on the segment)',
      };
    }
    if (!reference.hit && library.hit && library.point) {
      const p = library.point;
      const length = Math.hypot(d.x, d.y);
      const offRay = Math.abs((p.x - o.x) * d.y - (p.y - o.y) * d.x) / length;
      const behind = -((p.x - o.x) * d.x + (p.y - o.y) * d.y) / length;
      if (
        distanceToSegment(p, a, b) <= 2 * FLATTEN_TOLERANCE &&
        offRay <= 2 * FLATTEN_TOLERANCE &&
        behind <= 2 * FLATTEN_TOLERANCE
      ) {
        return {
          verdict: 'convention',
          cause: 'comparison tolerance DP_TOL = 1e-6: a miss by less than 1e-6 counts as a hit',
        };
      }
    }
    if (reference.hit && !library.hit && reference.point) {
      const p = reference.point;
      const nearBoundary = Math.min(
        Math.hypot(p.x - a.x, p.y - a.y),
        Math.hypot(p.x - b.x, p.y - b.y),
        Math.hypot(p.x - o.x, p.y - o.y),
      );
      if (nearBoundary <= 2 * FLATTEN_TOLERANCE) {
        return {
          verdict: 'convention',
          cause: 'comparison tolerance DP_TOL = 1e-6 near an endpoint or the origin decides "no"',
        };
      }
    }
    if (reference.hit && library.hit) {
      return {
        verdict: 'library-wrong',
        cause:
          'hit point off by more than 1e-9 relative (intersection of the two lines by Cramer’s rule, float rounding)',
      };
    }
    return {
      verdict: 'library-wrong',
      cause: reference.hit
        ? `misses a ${reference.collinear ? 'collinear ' : ''}hit`
        : `reports a hit on a miss (${reference.reason})`,
    };
  },
};

const intersects: LibraryAdapter<RaySegmentInput, RayAnswer> = {
  yesNo: true,
  name: 'intersects',
  how: 'lineLine(o, o + k·d, a, b) — yes/no segment–segment test; the ray cut beforehand to a segment of length ≥ 1000 (k a power of two, so o + k·d is exact on integers)',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 8);
    inputs.forEach((input, i) => {
      const { origin: o, direction: d } = input;
      const k = 2 ** Math.ceil(Math.log2(1000 / Math.hypot(d.x, d.y)));
      flat.set(
        [o.x, o.y, o.x + k * d.x, o.y + k * d.y, input.a.x, input.a.y, input.b.x, input.b.y],
        i * 8,
      );
    });
    const call = (i: number): boolean => {
      const k = i * 8;
      return lineLine(
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
      answer: (i) => ({ hit: call(i) }),
    };
  },
  agree: (ours, library) => ours.hit === library.hit,
  settle(input, library, reference): Settlement {
    if (reference.hit && reference.collinear && !library.hit) {
      return {
        verdict: 'convention',
        cause:
          input.a.x === input.b.x && input.a.y === input.b.y
            ? 'zero-length segment: its cross product is 0, the division gives NaN, so "no"'
            : 'collinear overlap: the cross product of the directions is 0, the division gives NaN, so "no"',
      };
    }
    return {
      verdict: 'library-wrong',
      cause: reference.hit
        ? 'misses a hit (float rounding of s, t at an endpoint)'
        : `reports a hit on a miss (${reference.reason})`,
    };
  },
};

const hotLoop: HotContender<RaySegmentInput, RayAnswer> = {
  name: 'ours, hot loop',
  how: 'intersectRaySegmentInto(out, ox, oy, dx, dy, ax, ay, bx, by) → case code; numbers from a pre-built Float64Array, one `out` reused',
  prepare(inputs) {
    const flat = new Float64Array(inputs.length * 8);
    inputs.forEach(({ origin: o, direction: d, a, b }, i) => {
      flat.set([o.x, o.y, d.x, d.y, a.x, a.y, b.x, b.y], i * 8);
    });
    const out = new Float64Array(RAY_SEGMENT_OUT_LENGTH);
    const call = (i: number) => {
      const k = i * 8;
      return intersectRaySegmentInto(
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
          // The first point's x, as flatten-js's pass reads one.
          if (call(i) === RAY_SEGMENT_HIT) acc += out[1]!;
        }
        return acc;
      },
      answer: (i) => {
        const code = call(i);
        const answer: RayAnswer = {
          hit: code === RAY_SEGMENT_HIT,
          kind: RAY_SEGMENT_KINDS[code] as 'hit' | 'miss',
          collinear: out[4] !== 0,
        };
        const reason = RAY_SEGMENT_REASONS[code];
        if (reason) answer.reason = reason;
        if (answer.hit) {
          answer.distance = out[0]!;
          answer.point = { x: out[1]!, y: out[2]! };
          answer.s = out[3]!;
        }
        return answer;
      },
    };
  },
};

export const raySegmentFamily: Family<RaySegmentInput, RaySegmentResult, RayAnswer> = {
  id: 'ray-segment',
  title: 'Ray vs segment (intersectRaySegment)',
  query: 'first point of the segment a–b on the ray from origin along direction',
  comparedOn:
    'hit or miss and, for flatten-js, the first hit point and its distance along the ray (within 1e-9 of the input scale); intersects answers yes/no only',
  notes: [
    'flatten-js returns every intersection point (two in a collinear overlap: the segment’s endpoints on the ray); the nearest one along the ray is taken, outside the timed pass.',
    'intersects has no ray: the ray is passed as a segment long enough to leave the input box.',
    'Our hot-loop entry point `intersectRaySegmentInto` answers the same question as the object API (case code, distance, point, s, collinear into a Float64Array) and is checked against the exact referee like it.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: points in [−100, 100]², directions in [−1, 1]²',
      inputs: makeInputs('random'),
    },
    {
      name: 'snapped',
      description:
        'integers: points in [−5, 5]², directions in [−3, 3]² (collinear and endpoint cases common)',
      inputs: makeInputs('snapped'),
    },
  ],
  ours: {
    name: 'ours (exact)',
    how: 'intersectRaySegment({ origin, direction, a, b })',
    run: intersectRaySegment,
  },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainIntersectRaySegment: λ = cross(A − O, B − A)/cross(D, B − A) in doubles',
    run: plainIntersectRaySegment,
  },
  fold: (result) => result.kind.length + (result.distance ?? 0),
  project,
  exact,
  mismatch,
  libraries: [flatten, intersects],
  hot: [hotLoop],
};
