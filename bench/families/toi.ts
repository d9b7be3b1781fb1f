/**
 * Moving circle time of impact against a point, a segment and another moving circle: ours
 * against @dimforge/rapier2d-compat shape casting (public Shape.castShape, and the same cast on
 * pre-built raw wasm objects) and planck's TimeOfImpact (Box2D's conservative advancement).
 */
import RAPIER from '@dimforge/rapier2d-compat';
import * as planck from 'planck';
import {
  TOI_FEATURES,
  TOI_KINDS,
  TOI_OUT_LENGTH,
  TOI_PENETRATING,
  TOI_REASONS,
  timeOfImpactCirclePoint,
  timeOfImpactCirclePointInto,
  timeOfImpactCircleSegment,
  timeOfImpactCircleSegmentInto,
  timeOfImpactCircles,
  timeOfImpactCirclesInto,
} from '../../src/geometry/time-of-impact';
import {
  plainTimeOfImpactCirclePoint,
  plainTimeOfImpactCircleSegment,
  plainTimeOfImpactCircles,
} from '../plain';
import { exactToiPoint, exactToiSegment, exactToiCircles, type ExactToi } from '../referee/exact';
import { AGREE_TOLERANCE, EXACT_TOLERANCE, near, scaleOf, fmt } from '../compare';
import type { Family, HotContender, LibraryAdapter, Settlement } from '../harness';
import { splitmix32, familySeed, INPUT_COUNT, type Random } from '../random';
import type {
  CirclePointInput,
  CircleSegmentInput,
  CirclesInput,
  TimeOfImpact,
  Vec2,
} from '../types';

/** The common terms: contact within the step or not, and when. */
type ToiAnswer = Partial<Omit<ExactToi, 'tExact'>> & { hit: boolean; state?: string };

/** What each family variant must say about its inputs. */
type Variant<I> = {
  id: string;
  title: string;
  obstacle: string;
  makeInput(random: Random, snapped: boolean): I;
  ours: (input: I) => TimeOfImpact;
  oursHow: string;
  plain: (input: I) => TimeOfImpact;
  /** Our hot-loop entry point: the input's numbers in its argument order, and the call on them. */
  hot: {
    how: string;
    numbers(input: I): number[];
    call(out: Float64Array, flat: Float64Array, k: number): number;
  };
  exact(input: I, totalRadius?: number): ExactToi;
  /** Sum of the radii (the capsule/circle radius of the equivalent point problem). */
  totalRadius(input: I): number;
  /** Relative displacement over the step (for turning a t tolerance into a distance). */
  relativeVelocity(input: I): Vec2;
  scale(input: I): number;
  /** The same problem with every number rounded to f32 (rapier's precision). */
  toF32(input: I): I;
  rapier: {
    /** Cast shape 1 from pos1 with vel1 against shape 2 at pos2 moving with vel2. */
    shapes(input: I): {
      shape1: RAPIER.Shape;
      pos1: Vec2;
      vel1: Vec2;
      shape2: RAPIER.Shape;
      pos2: Vec2;
      vel2: Vec2;
    };
  };
  planck: {
    /** The shapes (in body-local coordinates) and the start/end positions of both bodies. */
    shapes(input: I): {
      shapeA: planck.Shape;
      a0: Vec2;
      a1: Vec2;
      shapeB: planck.Shape;
      b0: Vec2;
      b1: Vec2;
    };
    /** Extra skin planck adds to the obstacle (EdgeShape's polygon radius). */
    skin: number;
  };
};

const f = Math.fround;
const f32 = (v: Vec2): Vec2 => ({ x: f(v.x), y: f(v.y) });

function project(result: TimeOfImpact): ToiAnswer {
  const answer: ToiAnswer = {
    hit: result.kind === 'hit' || result.kind === 'penetrating',
    kind: result.kind as ExactToi['kind'],
  };
  if (result.reason) answer.reason = result.reason;
  if (result.t !== undefined) answer.t = result.t;
  if (result.feature) answer.feature = result.feature;
  return answer;
}

const fromExact = (exact: ExactToi): ToiAnswer => {
  const { tExact: _ignored, ...rest } = exact;
  return { ...rest, hit: exact.kind !== 'miss' };
};

/** t tolerance equivalent to a distance of `relative` × the input's scale along the motion. */
function tTolerance<I>(variant: Variant<I>, input: I, relative: number): number {
  const v = variant.relativeVelocity(input);
  const speed = Math.hypot(v.x, v.y);
  return speed === 0 ? relative : (relative * variant.scale(input)) / speed;
}

function mismatchFor<I>(variant: Variant<I>) {
  return (answer: ToiAnswer, exact: ToiAnswer, input: I): string | null => {
    if (answer.kind !== exact.kind) return `kind ${answer.kind}, exact ${exact.kind}`;
    if ((answer.reason ?? '') !== (exact.reason ?? ''))
      return `reason ${answer.reason}, exact ${exact.reason}`;
    if ((answer.feature ?? '') !== (exact.feature ?? ''))
      return `feature ${answer.feature}, exact ${exact.feature}`;
    if (
      exact.t !== undefined &&
      !near(answer.t ?? NaN, exact.t, tTolerance(variant, input, EXACT_TOLERANCE))
    ) {
      return `t ${fmt(answer.t ?? NaN)}, exact ${fmt(exact.t)}`;
    }
    return null;
  };
}

function agreeFor<I>(variant: Variant<I>) {
  return (ours: ToiAnswer, library: ToiAnswer, input: I): boolean =>
    ours.hit === library.hit &&
    (!ours.hit || near(ours.t!, library.t!, tTolerance(variant, input, AGREE_TOLERANCE)));
}

// ---------------------------------------------------------------------------------------------
// Our hot loop

/** The hot-loop answer in the common terms: the case from its code, t and feature from `out`. */
function toiAnswerOf(code: number, out: Float64Array): ToiAnswer {
  const hit = code <= TOI_PENETRATING;
  const answer: ToiAnswer = { hit, kind: TOI_KINDS[code] as ExactToi['kind'] };
  const reason = TOI_REASONS[code];
  if (reason) answer.reason = reason;
  if (hit) answer.t = out[0]!;
  if (hit && !Number.isNaN(out[5]!)) answer.feature = TOI_FEATURES[out[5]!]!;
  return answer;
}

function hotLoopOf<I>(variant: Variant<I>): HotContender<I, ToiAnswer> {
  return {
    name: 'ours, hot loop',
    how: `${variant.hot.how} → case code, t, point, normal (and feature) in \`out\`; numbers from a pre-built Float64Array, one \`out\` reused`,
    prepare(inputs) {
      const width = variant.hot.numbers(inputs[0]!).length;
      const flat = new Float64Array(inputs.length * width);
      inputs.forEach((input, i) => flat.set(variant.hot.numbers(input), i * width));
      const out = new Float64Array(TOI_OUT_LENGTH);
      const call = variant.hot.call;
      return {
        pass: () => {
          let acc = 0;
          // t of each contact, as the object API's fold reads it.
          for (let i = 0; i < inputs.length; i++) {
            if (call(out, flat, i * width) <= TOI_PENETRATING) acc += out[0]!;
          }
          return acc;
        },
        answer: (i) => toiAnswerOf(call(out, flat, i * width), out),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// rapier

type RawVector = { free(): void };
type RawHit = { getComponents(buffer: Float32Array): void; free(): void };
type RawShape = {
  castShape(
    pos1: RawVector,
    rot1: RawVector,
    vel1: RawVector,
    shape2: RawShape,
    pos2: RawVector,
    rot2: RawVector,
    vel2: RawVector,
    targetDistance: number,
    maxToi: number,
    stopAtPenetration: boolean,
  ): RawHit | undefined;
};

function rapierAdapters<I>(variant: Variant<I>): LibraryAdapter<I, ToiAnswer>[] {
  const settle = (input: I, library: ToiAnswer, exact: ToiAnswer): Settlement => {
    if (library.hit && library.t! <= 1e-4) {
      if (exact.reason === 'separating' && exact.touchingStart) {
        return {
          verdict: 'convention',
          cause:
            'starts exactly touching (distance = r) and moves apart or slides: rapier reports an impact at t = 0 (only a penetrating shape may leave)',
        };
      }
      if (exact.reason === 'separating' && exact.sliding) {
        return {
          verdict: 'convention',
          cause:
            'starts overlapping and slides tangentially: rapier reports t = 0 (only a strictly separating motion may leave)',
        };
      }
      if (exact.reason === 'no-motion' && exact.startsInContact) {
        return {
          verdict: 'convention',
          cause:
            'no motion while touching or overlapping: rapier reports t = 0 (ours: miss, no-motion)',
        };
      }
    }
    // f32 carries ~7 significant digits; 1e-5 of the input's scale (about 100 f32 ulps) covers
    // rounding the input and a few f32 operations, even with some cancellation.
    const rounded = fromExact(variant.exact(variant.toF32(input)));
    const f32Slack = tTolerance(variant, input, 1e-5);
    if (rounded.hit === library.hit && (!library.hit || near(rounded.t!, library.t!, f32Slack))) {
      return {
        verdict: 'convention',
        cause:
          'single precision (f32): rapier is right for the f32-rounded input, within 1e-5 of the scale',
      };
    }
    if (exact.hit && library.hit && near(exact.t!, library.t!, f32Slack)) {
      return {
        verdict: 'convention',
        cause: 'single precision (f32): t within 1e-5 of the scale of the exact value',
      };
    }
    if (exact.hit && library.hit && near(exact.t!, library.t!, tTolerance(variant, input, 1e-3))) {
      return {
        verdict: 'library-wrong',
        cause:
          't off by 1e-5…1e-3 of the scale, beyond f32 rounding: the iterative (GJK-based) cast stops at its own tolerance',
      };
    }
    return {
      verdict: 'library-wrong',
      cause: exact.hit
        ? library.hit
          ? 't off by more than 1e-3 of the scale (iterative cast near a grazing contact)'
          : `misses a contact (exact ${exact.kind}${exact.feature ? ' ' + exact.feature : ''})`
        : `reports a contact on a miss (${exact.reason})`,
    };
  };
  const publicApi: LibraryAdapter<I, ToiAnswer> = {
    name: 'rapier (Shape.castShape)',
    how: 'shape1.castShape(pos1, 0, vel1, shape2, pos2, 0, vel2, targetDistance 0, maxToi 1, stopAtPenetration false) — public API; Ball/Segment shapes and {x, y} vectors pre-built (each call still copies them into wasm)',
    prepare(inputs) {
      const casts = inputs.map((input) => variant.rapier.shapes(input));
      const call = (i: number) => {
        const c = casts[i]!;
        return c.shape1.castShape(c.pos1, 0, c.vel1, c.shape2, c.pos2, 0, c.vel2, 0, 1, false);
      };
      return {
        pass: () => {
          let acc = 0;
          for (let i = 0; i < casts.length; i++) {
            const hit = call(i);
            if (hit) acc += hit.time_of_impact;
          }
          return acc;
        },
        answer: (i) => {
          const hit = call(i);
          return hit ? { hit: true, t: hit.time_of_impact } : { hit: false };
        },
      };
    },
    agree: agreeFor(variant),
    settle,
  };
  const rawApi: LibraryAdapter<I, ToiAnswer> = {
    name: 'rapier (raw wasm)',
    how: 'rawShape1.castShape(rawPos1, rawRot, rawVel1, rawShape2, …) on wasm objects built beforehand — rapier’s best case, no per-call copies',
    prepare(inputs) {
      const rotation = RAPIER.RotationOps.intoRaw(0) as unknown as RawVector;
      const casts = inputs.map((input) => {
        const c = variant.rapier.shapes(input);
        return {
          shape1: c.shape1.intoRaw() as unknown as RawShape,
          shape2: c.shape2.intoRaw() as unknown as RawShape,
          pos1: RAPIER.VectorOps.intoRaw(c.pos1) as unknown as RawVector,
          vel1: RAPIER.VectorOps.intoRaw(c.vel1) as unknown as RawVector,
          pos2: RAPIER.VectorOps.intoRaw(c.pos2) as unknown as RawVector,
          vel2: RAPIER.VectorOps.intoRaw(c.vel2) as unknown as RawVector,
        };
      });
      const buffer = RAPIER.scratchBuffer;
      const call = (i: number): number => {
        const c = casts[i]!;
        const hit = c.shape1.castShape(
          c.pos1,
          rotation,
          c.vel1,
          c.shape2,
          c.pos2,
          rotation,
          c.vel2,
          0,
          1,
          false,
        );
        if (!hit) return -1;
        hit.getComponents(buffer);
        hit.free();
        return buffer[0]!;
      };
      return {
        pass: () => {
          let acc = 0;
          for (let i = 0; i < casts.length; i++) acc += call(i);
          return acc;
        },
        answer: (i) => {
          const t = call(i);
          return t < 0 ? { hit: false } : { hit: true, t };
        },
      };
    },
    agree: agreeFor(variant),
    settle,
    timed: true,
  };
  return [publicApi, rawApi];
}

// ---------------------------------------------------------------------------------------------
// planck

function planckAdapter<I>(variant: Variant<I>): LibraryAdapter<I, ToiAnswer> {
  const slop = planck.Settings.linearSlop;
  const stateName = (state: number): string => planck.TOIOutputState[state] ?? String(state);
  return {
    name: 'planck (TimeOfImpact)',
    how: 'TimeOfImpact(output, input) — TOIInput (shape proxies, sweeps c0 → c0 + v, tMax 1) pre-built per input, output reused',
    prepare(inputs) {
      const toiInputs = inputs.map((input) => {
        const s = variant.planck.shapes(input);
        const toi = new planck.TOIInput();
        toi.proxyA.set(s.shapeA, 0);
        toi.proxyB.set(s.shapeB, 0);
        toi.sweepA.c0.set(s.a0.x, s.a0.y);
        toi.sweepA.c.set(s.a1.x, s.a1.y);
        toi.sweepB.c0.set(s.b0.x, s.b0.y);
        toi.sweepB.c.set(s.b1.x, s.b1.y);
        toi.sweepA.a0 = toi.sweepA.a = toi.sweepB.a0 = toi.sweepB.a = 0;
        toi.sweepA.alpha0 = toi.sweepB.alpha0 = 0;
        toi.tMax = 1;
        return toi;
      });
      const output = new planck.TOIOutput();
      const call = (i: number): ToiAnswer => {
        planck.TimeOfImpact(output, toiInputs[i]!);
        const state = output.state;
        if (state === planck.TOIOutputState.e_separated)
          return { hit: false, state: stateName(state) };
        return { hit: true, t: output.t, state: stateName(state) };
      };
      return {
        pass: () => {
          let acc = 0;
          for (let i = 0; i < toiInputs.length; i++) {
            planck.TimeOfImpact(output, toiInputs[i]!);
            acc += output.t + output.state;
          }
          return acc;
        },
        answer: call,
      };
    },
    agree: agreeFor(variant),
    settle(input, library, exact): Settlement {
      const total = variant.totalRadius(input) + variant.planck.skin;
      const target = Math.max(slop, total - 3 * slop);
      const tolerance = 0.25 * slop;
      // Planck stops when the cores are within target ± tolerance: the exact answers for those
      // two radii bracket every t it may legitimately return.
      const early = variant.exact(input, target + tolerance);
      const late = variant.exact(input, Math.max(0, target - tolerance));
      const slack = tTolerance(variant, input, 1e-9);
      const conventionCause = `targets a separation of max(linearSlop, r − 3·linearSlop) ± linearSlop/4 (linearSlop = ${slop}${variant.planck.skin ? `, plus the edge’s polygon skin ${variant.planck.skin}` : ''}): it stops slightly inside the contact`;
      if (library.state === 'e_failed')
        return { verdict: 'library-wrong', cause: 'root finder gave up (e_failed)' };
      if (library.hit && library.t === 0) {
        if (early.reason === 'separating' || exact.reason === 'separating') {
          return {
            verdict: 'convention',
            cause:
              'an initial overlap reports t = 0 even when moving apart or sliding (ours lets it leave: miss, separating)',
          };
        }
        if (exact.reason === 'no-motion' && early.startsInContact) {
          return {
            verdict: 'convention',
            cause: 'an initial overlap without motion reports t = 0 (ours: miss, no-motion)',
          };
        }
        if (early.kind !== 'miss' && early.t === 0) {
          return {
            verdict: 'convention',
            cause: `starting within its target separation reports t = 0 (${library.state})`,
          };
        }
      }
      if (!library.hit && early.kind === 'miss')
        return {
          verdict: 'convention',
          cause: `a graze shallower than its target is a miss: ${conventionCause}`,
        };
      if (library.hit && early.kind !== 'miss') {
        const lo = early.t ?? 0;
        const hi = late.kind !== 'miss' ? (late.t ?? 1) : 1;
        if (library.t! >= lo - slack && library.t! <= hi + slack)
          return { verdict: 'convention', cause: conventionCause };
      }
      return {
        verdict: 'library-wrong',
        cause: exact.hit
          ? library.hit
            ? `t outside its own target bracket (${library.state})`
            : 'misses a contact deeper than its target'
          : `reports a contact the exact answer misses (${exact.reason}) beyond its target`,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The three variants.

function velocityFor(random: Random, snapped: boolean): Vec2 {
  return snapped
    ? { x: random.int(-8, 8), y: random.int(-8, 8) }
    : { x: random.uniform(-20, 20), y: random.uniform(-20, 20) };
}
function pointFor(random: Random, snapped: boolean): Vec2 {
  return snapped
    ? { x: random.int(-6, 6), y: random.int(-6, 6) }
    : { x: random.uniform(-10, 10), y: random.uniform(-10, 10) };
}
function radiusFor(random: Random, snapped: boolean): number {
  return snapped ? random.int(0, 3) : random.uniform(0.1, 4);
}

const v2 = (x: number, y: number) => planck.Vec2(x, y);

const pointVariant: Variant<CirclePointInput> = {
  id: 'toi-point',
  title: 'Moving circle vs point (timeOfImpactCirclePoint)',
  obstacle: 'a fixed point',
  makeInput: (random, snapped) => ({
    center: pointFor(random, snapped),
    radius: radiusFor(random, snapped),
    velocity: velocityFor(random, snapped),
    point: pointFor(random, snapped),
  }),
  ours: timeOfImpactCirclePoint,
  oursHow: 'timeOfImpactCirclePoint({ center, radius, velocity, point })',
  plain: plainTimeOfImpactCirclePoint,
  hot: {
    how: 'timeOfImpactCirclePointInto(out, cx, cy, r, vx, vy, px, py)',
    numbers: ({ center: c, radius, velocity: v, point: p }) => [
      c.x,
      c.y,
      radius,
      v.x,
      v.y,
      p.x,
      p.y,
    ],
    call: (out, n, k) =>
      timeOfImpactCirclePointInto(
        out,
        n[k]!,
        n[k + 1]!,
        n[k + 2]!,
        n[k + 3]!,
        n[k + 4]!,
        n[k + 5]!,
        n[k + 6]!,
      ),
  },
  exact: (input, total) =>
    exactToiPoint(input.center, total ?? input.radius, input.velocity, input.point),
  totalRadius: (input) => input.radius,
  relativeVelocity: (input) => input.velocity,
  scale: (input) =>
    scaleOf(
      input.center.x,
      input.center.y,
      input.point.x,
      input.point.y,
      input.radius,
      input.velocity.x,
      input.velocity.y,
    ),
  toF32: (input) => ({
    center: f32(input.center),
    radius: f(input.radius),
    velocity: f32(input.velocity),
    point: f32(input.point),
  }),
  rapier: {
    shapes: (input) => ({
      shape1: new RAPIER.Ball(input.radius),
      pos1: input.center,
      vel1: input.velocity,
      shape2: new RAPIER.Ball(0),
      pos2: input.point,
      vel2: { x: 0, y: 0 },
    }),
  },
  planck: {
    shapes: (input) => ({
      shapeA: new planck.CircleShape(v2(0, 0), input.radius),
      a0: input.center,
      a1: { x: input.center.x + input.velocity.x, y: input.center.y + input.velocity.y },
      shapeB: new planck.CircleShape(v2(0, 0), 0),
      b0: input.point,
      b1: input.point,
    }),
    skin: 0,
  },
};

const segmentVariant: Variant<CircleSegmentInput> = {
  id: 'toi-segment',
  title: 'Moving circle vs segment (timeOfImpactCircleSegment)',
  obstacle: 'a fixed segment (capsule)',
  makeInput: (random, snapped) => ({
    center: pointFor(random, snapped),
    radius: radiusFor(random, snapped),
    velocity: velocityFor(random, snapped),
    a: pointFor(random, snapped),
    b: pointFor(random, snapped),
  }),
  ours: timeOfImpactCircleSegment,
  oursHow: 'timeOfImpactCircleSegment({ center, radius, velocity, a, b })',
  plain: plainTimeOfImpactCircleSegment,
  hot: {
    how: 'timeOfImpactCircleSegmentInto(out, cx, cy, r, vx, vy, ax, ay, bx, by)',
    numbers: ({ center: c, radius, velocity: v, a, b }) => [
      c.x,
      c.y,
      radius,
      v.x,
      v.y,
      a.x,
      a.y,
      b.x,
      b.y,
    ],
    call: (out, n, k) =>
      timeOfImpactCircleSegmentInto(
        out,
        n[k]!,
        n[k + 1]!,
        n[k + 2]!,
        n[k + 3]!,
        n[k + 4]!,
        n[k + 5]!,
        n[k + 6]!,
        n[k + 7]!,
        n[k + 8]!,
      ),
  },
  exact: (input, total) =>
    exactToiSegment(input.center, total ?? input.radius, input.velocity, input.a, input.b),
  totalRadius: (input) => input.radius,
  relativeVelocity: (input) => input.velocity,
  scale: (input) =>
    scaleOf(
      input.center.x,
      input.center.y,
      input.a.x,
      input.a.y,
      input.b.x,
      input.b.y,
      input.radius,
      input.velocity.x,
      input.velocity.y,
    ),
  toF32: (input) => ({
    center: f32(input.center),
    radius: f(input.radius),
    velocity: f32(input.velocity),
    a: f32(input.a),
    b: f32(input.b),
  }),
  rapier: {
    shapes: (input) => ({
      shape1: new RAPIER.Ball(input.radius),
      pos1: input.center,
      vel1: input.velocity,
      shape2: new RAPIER.Segment(input.a, input.b),
      pos2: { x: 0, y: 0 },
      vel2: { x: 0, y: 0 },
    }),
  },
  planck: {
    shapes: (input) => ({
      shapeA: new planck.CircleShape(v2(0, 0), input.radius),
      a0: input.center,
      a1: { x: input.center.x + input.velocity.x, y: input.center.y + input.velocity.y },
      shapeB: new planck.EdgeShape(v2(input.a.x, input.a.y), v2(input.b.x, input.b.y)),
      b0: { x: 0, y: 0 },
      b1: { x: 0, y: 0 },
    }),
    skin: planck.Settings.polygonRadius,
  },
};

const circlesVariant: Variant<CirclesInput> = {
  id: 'toi-circles',
  title: 'Two moving circles (timeOfImpactCircles)',
  obstacle: 'another moving circle',
  makeInput: (random, snapped) => ({
    a: {
      center: pointFor(random, snapped),
      radius: radiusFor(random, snapped),
      velocity: velocityFor(random, snapped),
    },
    b: {
      center: pointFor(random, snapped),
      radius: radiusFor(random, snapped),
      velocity: velocityFor(random, snapped),
    },
  }),
  ours: timeOfImpactCircles,
  oursHow: 'timeOfImpactCircles({ a: { center, radius, velocity }, b: { … } })',
  plain: plainTimeOfImpactCircles,
  hot: {
    how: 'timeOfImpactCirclesInto(out, ax, ay, ar, avx, avy, bx, by, br, bvx, bvy)',
    numbers: ({ a, b }) => [
      a.center.x,
      a.center.y,
      a.radius,
      a.velocity.x,
      a.velocity.y,
      b.center.x,
      b.center.y,
      b.radius,
      b.velocity.x,
      b.velocity.y,
    ],
    call: (out, n, k) =>
      timeOfImpactCirclesInto(
        out,
        n[k]!,
        n[k + 1]!,
        n[k + 2]!,
        n[k + 3]!,
        n[k + 4]!,
        n[k + 5]!,
        n[k + 6]!,
        n[k + 7]!,
        n[k + 8]!,
        n[k + 9]!,
      ),
  },
  exact: (input, total) =>
    total === undefined
      ? exactToiCircles(input.a, input.b)
      : exactToiCircles({ ...input.a, radius: total }, { ...input.b, radius: 0 }),
  totalRadius: (input) => input.a.radius + input.b.radius,
  relativeVelocity: (input) => ({
    x: input.a.velocity.x - input.b.velocity.x,
    y: input.a.velocity.y - input.b.velocity.y,
  }),
  scale: (input) =>
    scaleOf(
      input.a.center.x,
      input.a.center.y,
      input.b.center.x,
      input.b.center.y,
      input.a.radius,
      input.b.radius,
      input.a.velocity.x,
      input.a.velocity.y,
      input.b.velocity.x,
      input.b.velocity.y,
    ),
  toF32: (input) => ({
    a: { center: f32(input.a.center), radius: f(input.a.radius), velocity: f32(input.a.velocity) },
    b: { center: f32(input.b.center), radius: f(input.b.radius), velocity: f32(input.b.velocity) },
  }),
  rapier: {
    shapes: (input) => ({
      shape1: new RAPIER.Ball(input.a.radius),
      pos1: input.a.center,
      vel1: input.a.velocity,
      shape2: new RAPIER.Ball(input.b.radius),
      pos2: input.b.center,
      vel2: input.b.velocity,
    }),
  },
  planck: {
    shapes: (input) => ({
      shapeA: new planck.CircleShape(v2(0, 0), input.a.radius),
      a0: input.a.center,
      a1: { x: input.a.center.x + input.a.velocity.x, y: input.a.center.y + input.a.velocity.y },
      shapeB: new planck.CircleShape(v2(0, 0), input.b.radius),
      b0: input.b.center,
      b1: { x: input.b.center.x + input.b.velocity.x, y: input.b.center.y + input.b.velocity.y },
    }),
    skin: 0,
  },
};

function familyOf<I>(variant: Variant<I>): Family<I, TimeOfImpact, ToiAnswer> {
  const makeInputs = (set: 'random' | 'snapped'): I[] => {
    const random = splitmix32(familySeed(variant.id, set));
    return Array.from({ length: INPUT_COUNT }, () => variant.makeInput(random, set === 'snapped'));
  };
  return {
    id: variant.id,
    title: variant.title,
    query: `earliest t ∈ [0, 1] at which the moving circle touches ${variant.obstacle}`,
    comparedOn:
      'contact within the step or not (hit and penetrating both count as contact) and its t, within 1e-9 of the input scale divided by the speed',
    notes: [
      'rapier computes in single precision (f32); a disagreement that the exact answer for the f32-rounded input explains is counted as that convention, not as an error.',
      'rapier is cast with stopAtPenetration = false, so an initially overlapping shape moving apart is not reported — the same rule as ours (separating).',
      'planck’s TimeOfImpact is Box2D’s conservative advancement: it stops when the shapes’ cores are linearSlop-ish inside the contact (target separation max(linearSlop, r − 3·linearSlop)), so its t is later than the exact first contact by design.',
      `Our hot-loop entry point \`${variant.hot.how.split('(')[0]}\` (case code, t, point, normal${variant.id === 'toi-segment' ? ', feature' : ''} into a Float64Array) is checked against the exact referee like the object API.`,
    ],
    sets: [
      {
        name: 'random',
        description:
          'doubles: points in [−10, 10]², radii in [0.1, 4], displacements in [−20, 20]²',
        inputs: makeInputs('random'),
      },
      {
        name: 'snapped',
        description:
          'integers: points in [−6, 6]², radii in [0, 3], displacements in [−8, 8]² (tangent grazes, contact at t = 0 and t = 1, zero motion)',
        inputs: makeInputs('snapped'),
      },
    ],
    ours: { name: 'ours (exact)', how: variant.oursHow, run: variant.ours },
    plain: {
      name: 'plain float',
      how: 'bench/plain.ts: the spec’s quadratics in doubles, stable root formula',
      run: variant.plain,
    },
    fold: (result) => result.kind.length + (result.t ?? 0),
    project,
    exact: (input) => fromExact(variant.exact(input)),
    mismatch: mismatchFor(variant),
    libraries: [...rapierAdapters(variant), planckAdapter(variant)],
    hot: [hotLoopOf(variant)],
  };
}

export const toiPointFamily = familyOf(pointVariant);
export const toiSegmentFamily = familyOf(segmentVariant);
export const toiCirclesFamily = familyOf(circlesVariant);

/** rapier's wasm must be instantiated before any shape is built. */
export const initRapier = (): Promise<void> => RAPIER.init();
