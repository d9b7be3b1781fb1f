/**
 * Segment/ray vs sphere: our intersectSegmentSphere against three's Ray.intersectSphere.
 * three answers the RAY question (first surface point ahead of the origin); ours answers the
 * segment question with raw line parameters tEnter/tExit, from which the ray answer follows.
 */
import { Ray, Sphere, Vector3 } from 'three';
import {
  SEGMENT_SPHERE_CROSSES,
  SEGMENT_SPHERE_EXITS,
  SEGMENT_SPHERE_KINDS,
  SEGMENT_SPHERE_OUT_LENGTH,
  SEGMENT_SPHERE_REASONS,
  intersectRaySphereInto,
  intersectSegmentSphere,
  intersectSegmentSphereInto,
} from '../../src/geometry/segment-sphere';
import { plainIntersectSegmentSphere } from '../plain';
import { exactRaySphere, exactSegmentSphere, type ExactSegmentSphere } from '../referee/exact';
import { AGREE_TOLERANCE, EXACT_TOLERANCE, near, near3, scaleOf, fmt } from '../compare';
import type { Family, HotContender, LibraryAdapter, Settlement } from '../harness';
import { splitmix32, familySeed, INPUT_COUNT } from '../random';
import type { SegmentSphereInput, SegmentSphereResult, Vec3 } from '../types';

type SphereAnswer = Partial<Omit<ExactSegmentSphere, 'rayHit'>> & { rayHit: boolean };

const inputScale = (input: SegmentSphereInput): number =>
  scaleOf(
    input.from.x,
    input.from.y,
    input.from.z,
    input.to.x,
    input.to.y,
    input.to.z,
    input.center.x,
    input.center.y,
    input.center.z,
    input.radius,
  );

function makeInputs(set: 'random' | 'snapped'): SegmentSphereInput[] {
  const random = splitmix32(familySeed('segment-sphere', set));
  const point = (): Vec3 =>
    set === 'random'
      ? { x: random.uniform(-10, 10), y: random.uniform(-10, 10), z: random.uniform(-10, 10) }
      : { x: random.int(-4, 4), y: random.int(-4, 4), z: random.int(-4, 4) };
  const inputs: SegmentSphereInput[] = [];
  for (let i = 0; i < INPUT_COUNT; i++) {
    const radius = set === 'random' ? random.uniform(0.5, 8) : random.int(0, 4);
    inputs.push({ from: point(), to: point(), center: point(), radius });
  }
  return inputs;
}

const along = (input: SegmentSphereInput, t: number): Vec3 => ({
  x: input.from.x + t * (input.to.x - input.from.x),
  y: input.from.y + t * (input.to.y - input.from.y),
  z: input.from.z + t * (input.to.z - input.from.z),
});

function project(result: SegmentSphereResult, input: SegmentSphereInput): SphereAnswer {
  const answer: SphereAnswer = {
    kind: result.kind as ExactSegmentSphere['kind'],
    touches: result.touches,
    rayHit: false,
  };
  if (result.reason) answer.reason = result.reason;
  if (result.tEnter !== undefined) answer.tEnter = result.tEnter;
  if (result.tExit !== undefined) answer.tExit = result.tExit;
  if (result.tEnter === undefined || result.tExit === undefined) {
    // A zero-length segment: the "ray" is the point itself.
    const degenerate =
      input.from.x === input.to.x && input.from.y === input.to.y && input.from.z === input.to.z;
    if (degenerate && result.kind === 'inside') {
      answer.rayHit = true;
      answer.rayPoint = input.from;
    }
    return answer;
  }
  if (result.tExit >= 0) {
    answer.rayHit = true;
    answer.rayT = result.tEnter >= 0 ? result.tEnter : result.tExit;
    answer.rayPoint = along(input, answer.rayT);
  }
  return answer;
}

const exact = (input: SegmentSphereInput): SphereAnswer =>
  exactSegmentSphere(input.from, input.to, input.center, input.radius);

function mismatch(
  answer: SphereAnswer,
  reference: SphereAnswer,
  input: SegmentSphereInput,
): string | null {
  if (answer.kind !== reference.kind) return `kind ${answer.kind}, exact ${reference.kind}`;
  if ((answer.reason ?? '') !== (reference.reason ?? ''))
    return `reason ${answer.reason}, exact ${reference.reason}`;
  if (answer.touches !== reference.touches)
    return `touches ${answer.touches}, exact ${reference.touches}`;
  if ((answer.tEnter === undefined) !== (reference.tEnter === undefined))
    return `tEnter presence differs`;
  if (reference.tEnter !== undefined) {
    const d = Math.hypot(
      input.to.x - input.from.x,
      input.to.y - input.from.y,
      input.to.z - input.from.z,
    );
    const tolerance = (EXACT_TOLERANCE * inputScale(input)) / d;
    if (!near(answer.tEnter!, reference.tEnter, tolerance))
      return `tEnter ${fmt(answer.tEnter!)}, exact ${fmt(reference.tEnter)}`;
    if (!near(answer.tExit!, reference.tExit!, tolerance))
      return `tExit ${fmt(answer.tExit!)}, exact ${fmt(reference.tExit!)}`;
  }
  return null;
}

function unit(input: SegmentSphereInput): Vector3 {
  return new Vector3(
    input.to.x - input.from.x,
    input.to.y - input.from.y,
    input.to.z - input.from.z,
  ).normalize();
}

const three: LibraryAdapter<SegmentSphereInput, SphereAnswer> = {
  name: 'three',
  how: 'ray.intersectSphere(sphere, target) — Ray(from, unit direction of to − from) and Sphere pre-built, one target Vector3 reused',
  prepare(inputs) {
    const rays = inputs.map(
      (input) => new Ray(new Vector3(input.from.x, input.from.y, input.from.z), unit(input)),
    );
    const spheres = inputs.map(
      (input) =>
        new Sphere(new Vector3(input.center.x, input.center.y, input.center.z), input.radius),
    );
    const target = new Vector3();
    return {
      pass: () => {
        let acc = 0;
        for (let i = 0; i < rays.length; i++) {
          if (rays[i]!.intersectSphere(spheres[i]!, target) !== null) acc += target.x;
        }
        return acc;
      },
      answer: (i) => {
        const point = rays[i]!.intersectSphere(spheres[i]!, new Vector3());
        return point
          ? { rayHit: true, rayPoint: { x: point.x, y: point.y, z: point.z } }
          : { rayHit: false };
      },
    };
  },
  agree(ours, library, input) {
    if (ours.rayHit !== library.rayHit) return false;
    if (!ours.rayHit) return true;
    return near3(ours.rayPoint!, library.rayPoint!, AGREE_TOLERANCE * inputScale(input));
  },
  settle(input, library, reference): Settlement {
    const tolerance = AGREE_TOLERANCE * inputScale(input);
    const same = (candidate: SphereAnswer) =>
      candidate.rayHit === library.rayHit &&
      (!candidate.rayHit || near3(candidate.rayPoint!, library.rayPoint!, tolerance));
    // three wants a unit direction: the rounded direction defines a slightly different ray.
    const u = unit(input);
    const rounded = exactSegmentSphere(
      input.from,
      { x: input.from.x + u.x, y: input.from.y + u.y, z: input.from.z + u.z },
      input.center,
      input.radius,
    );
    if (same(rounded)) {
      return {
        verdict: 'convention',
        cause: 'the unit direction three requires is rounded; three is right for the rounded ray',
      };
    }
    if (reference.rayHit !== library.rayHit) {
      const tangent = reference.touches || reference.tEnter === reference.tExit;
      return {
        verdict: 'library-wrong',
        cause:
          tangent ||
          (reference.rayHit && Math.abs((reference.tExit ?? 0) - (reference.tEnter ?? 0)) < 1e-6)
            ? 'misses a (near-)tangent hit: d² = |c − o|² − tca² cancels'
            : reference.rayHit
              ? 'misses a hit'
              : 'reports a hit on a miss',
      };
    }
    return {
      verdict: 'library-wrong',
      cause:
        'surface point off by more than 1e-9 relative (tca ± √(r² − d²) with d² from a cancelling difference)',
    };
  },
};

/** The ray contenders' direction: to − from, rounded as three's unit direction is (untimed). */
const directionOf = (input: SegmentSphereInput): Vec3 => ({
  x: input.to.x - input.from.x,
  y: input.to.y - input.from.y,
  z: input.to.z - input.from.z,
});

/**
 * A hot-loop answer in the common terms: the case from its code, tEnter and tExit from the buffer
 * (NaN: the line misses), and the ray reading — the first surface point at t ≥ 0, the entry if
 * there is one ahead, else the exit — from the buffer's points (a ray) or as `project` reads it.
 */
function sphereAnswerOf(
  code: number,
  out: Float64Array,
  input: SegmentSphereInput,
  ray: boolean,
): SphereAnswer {
  const answer: SphereAnswer = {
    kind: SEGMENT_SPHERE_KINDS[code] as ExactSegmentSphere['kind'],
    touches: out[12] !== 0,
    rayHit: false,
  };
  const reason = SEGMENT_SPHERE_REASONS[code];
  if (reason) answer.reason = reason;
  if (Number.isNaN(out[0]!)) {
    if (code === 1) {
      // A zero-length segment (or direction) inside: the point itself.
      answer.rayHit = true;
      answer.rayPoint = input.from;
    }
    return answer;
  }
  answer.tEnter = out[0]!;
  answer.tExit = out[1]!;
  if (answer.tExit < 0) return answer;
  answer.rayHit = true;
  answer.rayT = answer.tEnter >= 0 ? answer.tEnter : answer.tExit;
  if (!ray) answer.rayPoint = along(input, answer.rayT);
  else {
    const slot = answer.tEnter >= 0 ? 2 : 5;
    answer.rayPoint = { x: out[slot]!, y: out[slot + 1]!, z: out[slot + 2]! };
  }
  return answer;
}

/** The inputs as ten numbers each: from, then to (a segment) or the direction (a ray). */
function flatSphereInputs(inputs: readonly SegmentSphereInput[], ray: boolean): Float64Array {
  const flat = new Float64Array(inputs.length * 10);
  inputs.forEach((input, i) => {
    const { from, center, radius } = input;
    const far = ray ? directionOf(input) : input.to;
    flat.set(
      [from.x, from.y, from.z, far.x, far.y, far.z, center.x, center.y, center.z, radius],
      i * 10,
    );
  });
  return flat;
}

function hotSphere(ray: boolean): HotContender<SegmentSphereInput, SphereAnswer> {
  const run = ray ? intersectRaySphereInto : intersectSegmentSphereInto;
  return {
    name: ray ? 'ours, hot loop (ray)' : 'ours, hot loop (segment)',
    how: ray
      ? 'intersectRaySphereInto(out, ox, oy, oz, dx, dy, dz, cx, cy, cz, r) → case code: the segment query with its far end unbounded, d = to − from computed beforehand; numbers from a pre-built Float64Array, one `out` reused'
      : 'intersectSegmentSphereInto(out, fx, fy, fz, tx, ty, tz, cx, cy, cz, r) → case code; numbers from a pre-built Float64Array, one `out` reused',
    prepare(inputs) {
      const flat = flatSphereInputs(inputs, ray);
      const out = new Float64Array(SEGMENT_SPHERE_OUT_LENGTH);
      const call = (i: number) => {
        const k = i * 10;
        return run(
          out,
          flat[k]!,
          flat[k + 1]!,
          flat[k + 2]!,
          flat[k + 3]!,
          flat[k + 4]!,
          flat[k + 5]!,
          flat[k + 6]!,
          flat[k + 7]!,
          flat[k + 8]!,
          flat[k + 9]!,
        );
      };
      return {
        pass: () => {
          let acc = 0;
          for (let i = 0; i < inputs.length; i++) {
            const code = call(i);
            // The first surface point ahead, as three's pass reads its target.
            if (code === SEGMENT_SPHERE_CROSSES) acc += out[2]!;
            else if (code === SEGMENT_SPHERE_EXITS) acc += out[5]!;
          }
          return acc;
        },
        answer: (i) => sphereAnswerOf(call(i), out, inputs[i]!, ray),
      };
    },
    // The ray's exact answer is the ray's (t in units of the rounded direction), not the segment's.
    ...(ray
      ? {
          exact: (input: SegmentSphereInput) =>
            exactRaySphere(input.from, directionOf(input), input.center, input.radius),
        }
      : {}),
  };
}

export const segmentSphereFamily: Family<SegmentSphereInput, SegmentSphereResult, SphereAnswer> = {
  id: 'segment-sphere',
  title: 'Ray/segment vs sphere (intersectSegmentSphere)',
  query:
    'where the line from→to enters and leaves the closed ball; for three, the first surface point on the ray',
  comparedOn:
    'the ray reading: is there a surface point at t ≥ 0 along from→to, and the first one (our tEnter if ≥ 0, else tExit; three’s target), within 1e-9 of the input scale',
  notes: [
    'three’s Ray is a ray, not a segment: it returns the first surface point ahead (the exit point when the origin is inside) and nothing about t ≤ 1; our kinds (inside, enters, exits, crosses, outside + reason) answer the segment question and carry the raw line parameters, from which the ray answer is read outside the timed pass.',
    'three needs a unit direction; normalising rounds it, so three answers a very slightly different ray. A disagreement that the exact answer for the rounded ray explains is counted as that convention.',
    'Our hot-loop entry points: the segment query (`intersectSegmentSphereInto`), and the ray query three answers (`intersectRaySphereInto`, the segment decision tree with the far end unbounded), given the direction to − from computed beforehand (rounded, as three’s unit direction is); each is checked against the exact answer to its own question.',
  ],
  sets: [
    {
      name: 'random',
      description: 'doubles: points in [−10, 10]³, radii in [0.5, 8]',
      inputs: makeInputs('random'),
    },
    {
      name: 'snapped',
      description:
        'integers: points in [−4, 4]³, radii in [0, 4] (tangents, surface endpoints, zero-length segments)',
      inputs: makeInputs('snapped'),
    },
  ],
  ours: {
    name: 'ours (exact)',
    how: 'intersectSegmentSphere({ from, to, center, radius })',
    run: intersectSegmentSphere,
  },
  plain: {
    name: 'plain float',
    how: 'bench/plain.ts plainIntersectSegmentSphere: foot of the centre, n, l = √(r² − n²) in doubles',
    run: plainIntersectSegmentSphere,
  },
  fold: (result) => result.kind.length + (result.tEnter ?? 0) + result.distance,
  project,
  exact,
  mismatch,
  libraries: [three],
  hot: [hotSphere(false), hotSphere(true)],
};
