import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clipSegmentRect,
  liangBarskyTable,
  type ClipInput,
  type ClipReason,
  type ClipResult,
  type Rect,
} from './clip-segment-rect';
import { clipSegmentRectFixtures } from './clip-segment-rect.fixtures';
import {
  clipSegmentRectReference,
  type ClipReference,
} from './testing/clip-segment-rect.reference';
import { clipNaNVectors, clipVectors } from './testing/vectors/clip-segment-rect.vectors';
import type { Vec2 } from './vec2';
import * as arbitraries from './testing/arbitraries';
import {
  TOLERANCE,
  expectCleanNumbers,
  expectSameAfterMove,
  near,
  nearPoint,
  scaleOf,
  show,
} from './testing/expect';

// ---------------------------------------------------------------------------------------------
// Helpers

/** Asserts kind, reason and flags exactly, numbers within tolerance; prints both on failure. */
function expectClip(actual: ClipResult, expected: ClipResult, input: ClipInput, label = ''): void {
  const message = `${label} input ${show(input)}\n  got      ${show(actual)}\n  expected ${show(expected)}`;
  const scale = scaleOf(input);
  expect(actual.kind, message).toBe(expected.kind);
  expect(actual.reason, message).toBe(expected.reason);
  expect(actual.touches, message).toBe(expected.touches);
  expect(actual.alongEdge, message).toBe(expected.alongEdge);
  expect(near(actual.tEnter, expected.tEnter, 1), message).toBe(true);
  expect(near(actual.tExit, expected.tExit, 1), message).toBe(true);
  expect(nearPoint(actual.enter, expected.enter, scale), message).toBe(true);
  expect(nearPoint(actual.exit, expected.exit, scale), message).toBe(true);
}

function fromReference(reference: ClipReference): ClipResult {
  const point = (p: { x: { toNumber(): number }; y: { toNumber(): number } } | undefined) =>
    p === undefined ? undefined : { x: p.x.toNumber(), y: p.y.toNumber() };
  const result: {
    kind: ClipResult['kind'];
    reason?: ClipReason;
    tEnter: number;
    tExit: number;
    enter?: Vec2;
    exit?: Vec2;
    touches: boolean;
    alongEdge: boolean;
  } = {
    kind: reference.kind,
    tEnter: reference.tEnter === null ? -Infinity : reference.tEnter.toNumber(),
    tExit: reference.tExit === null ? Infinity : reference.tExit.toNumber(),
    touches: reference.touches,
    alongEdge: reference.alongEdge,
  };
  if (reference.reason !== undefined) result.reason = reference.reason;
  const enter = point(reference.enter);
  const exit = point(reference.exit);
  if (enter !== undefined) result.enter = enter;
  if (exit !== undefined) result.exit = exit;
  return result;
}

/**
 * ±Infinity only where documented: tEnter/tExit of a result, and p, q, t of a table row whose
 * true value lies beyond the double range (expectCleanNumbers checks no NaN, no −0 everywhere).
 */
const mayBeInfinite = (path: string) => /^result\.(tEnter|tExit|\d\.(p|q|t))$/.test(path);

// ---------------------------------------------------------------------------------------------
// Arbitraries

const rectFrom = (a: number, b: number, c: number, d: number): Rect => ({
  xMin: Math.min(a, b),
  xMax: Math.max(a, b),
  yMin: Math.min(c, d),
  yMax: Math.max(c, d),
});

function clipInputs(coordinate: fc.Arbitrary<number>): fc.Arbitrary<ClipInput> {
  return fc
    .tuple(
      coordinate,
      coordinate,
      coordinate,
      coordinate,
      coordinate,
      coordinate,
      coordinate,
      coordinate,
    )
    .map(([x0, y0, x1, y1, a, b, c, d]) => ({
      p0: { x: x0, y: y0 },
      p1: { x: x1, y: y1 },
      rect: rectFrom(a, b, c, d),
    }));
}

const smallGrid = arbitraries.smallGrid(clipInputs);
/** Integers in [−1024, 1024], the whole input scaled by one power of two. */
const fullRange = arbitraries.fullRange(clipInputs);

function mapInput(input: ClipInput, f: (p: Vec2) => Vec2, rect: (r: Rect) => Rect): ClipInput {
  return { p0: f(input.p0), p1: f(input.p1), rect: rect(input.rect) };
}

// ---------------------------------------------------------------------------------------------

describe('clipSegmentRect fixtures', () => {
  for (const fixture of clipSegmentRectFixtures) {
    it(`${fixture.id}: ${fixture.name}`, () => {
      expectClip(clipSegmentRect(fixture.input), fixture.expected, fixture.input, fixture.id);
    });
  }

  it('every fixture agrees with the exact reference', () => {
    for (const fixture of clipSegmentRectFixtures) {
      if (fixture.expected.kind === 'invalid-input') continue;
      expectClip(
        fromReference(clipSegmentRectReference(fixture.input)),
        fixture.expected,
        fixture.input,
        `reference on ${fixture.id}`,
      );
    }
  });

  it('has a fixture for every kind, reason and flag, with unique kebab-case ids', () => {
    const ids = clipSegmentRectFixtures.map((fixture) => fixture.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const results = clipSegmentRectFixtures.map((fixture) => fixture.expected);
    for (const kind of ['inside', 'enters', 'exits', 'crosses', 'outside', 'invalid-input']) {
      expect(
        results.some((r) => r.kind === kind),
        kind,
      ).toBe(true);
    }
    for (const reason of ['parallel', 'line-misses', 'ahead', 'behind', 'point']) {
      expect(
        results.some((r) => r.reason === reason),
        reason,
      ).toBe(true);
    }
    for (const kind of ['enters', 'exits', 'crosses']) {
      expect(
        results.some((r) => r.kind === kind && r.touches),
        `touches on ${kind}`,
      ).toBe(true);
    }
    for (const kind of ['inside', 'enters', 'exits', 'crosses']) {
      expect(
        results.some((r) => r.kind === kind && r.alongEdge),
        `alongEdge on ${kind}`,
      ).toBe(true);
    }
  });
});

describe('clipSegmentRect against the exact reference (property)', () => {
  it('small grid [−4, 4]: kinds, reasons, flags exact; numbers within 1e-12', () => {
    fc.assert(
      fc.property(smallGrid, (input) => {
        expectClip(clipSegmentRect(input), fromReference(clipSegmentRectReference(input)), input);
      }),
      { numRuns: 10_000 },
    );
  });

  it('full range: integers in [−1024, 1024] scaled by 2^k', () => {
    fc.assert(
      fc.property(fullRange, (input) => {
        expectClip(clipSegmentRect(input), fromReference(clipSegmentRectReference(input)), input);
      }),
      { numRuns: 10_000 },
    );
  });

  it('general doubles near a corner of the line (the float filter fails, BigInt decides)', () => {
    // p1 is placed (in rounded arithmetic) on the line from p0 through a rectangle corner, so
    // the corner's side of the line is within a few ulps of zero: the hard case for a filter.
    const decimal = fc.integer({ min: -4000, max: 4000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(
        decimal,
        decimal,
        decimal,
        decimal,
        decimal,
        decimal,
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (x0, y0, a, b, c, d, cornerIndex, along) => {
          const rect = rectFrom(a, b, c, d);
          const cx = cornerIndex & 1 ? rect.xMax : rect.xMin;
          const cy = cornerIndex & 2 ? rect.yMax : rect.yMin;
          const input: ClipInput = {
            p0: { x: x0, y: y0 },
            p1: { x: x0 + (cx - x0) * along, y: y0 + (cy - y0) * along },
            rect,
          };
          expectClip(clipSegmentRect(input), fromReference(clipSegmentRectReference(input)), input);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});

describe('clipSegmentRect invariants', () => {
  const sameCase = (a: ClipResult, b: ClipResult, message: string) => {
    expect(a.kind, message).toBe(b.kind);
    expect(a.reason, message).toBe(b.reason);
    expect(a.touches, message).toBe(b.touches);
    expect(a.alongEdge, message).toBe(b.alongEdge);
    expect(near(a.tEnter, b.tEnter, 1) && near(a.tExit, b.tExit, 1), message).toBe(true);
  };
  const mapPoint = (p: Vec2 | undefined, f: (p: Vec2) => Vec2) =>
    p === undefined ? undefined : f(p);
  const check = (
    input: ClipInput,
    f: (p: Vec2) => Vec2,
    rect: (r: Rect) => Rect,
    label: string,
  ) => {
    const moved = mapInput(input, f, rect);
    const before = clipSegmentRect(input);
    const after = clipSegmentRect(moved);
    const message = `${label}: ${show(input)} → ${show(moved)}\n ${show(before)}\n ${show(after)}`;
    sameCase(after, before, message);
    const scale = scaleOf(moved);
    expect(nearPoint(after.enter, mapPoint(before.enter, f), scale), message).toBe(true);
    expect(nearPoint(after.exit, mapPoint(before.exit, f), scale), message).toBe(true);
  };
  const both = fc.oneof(smallGrid, clipInputs(fc.integer({ min: -1024, max: 1024 })));

  it('integer translation', () => {
    fc.assert(
      fc.property(
        both,
        fc.integer({ min: -64, max: 64 }),
        fc.integer({ min: -64, max: 64 }),
        (input, tx, ty) =>
          check(
            input,
            (p) => ({ x: p.x + tx, y: p.y + ty }),
            (r) => ({ xMin: r.xMin + tx, xMax: r.xMax + tx, yMin: r.yMin + ty, yMax: r.yMax + ty }),
            'translate',
          ),
      ),
      { numRuns: 2_000 },
    );
  });

  it('90° rotation (the rectangle rotates too)', () => {
    fc.assert(
      fc.property(both, (input) =>
        check(
          input,
          (p) => ({ x: -p.y, y: p.x }),
          (r) => ({ xMin: -r.yMax, xMax: -r.yMin, yMin: r.xMin, yMax: r.xMax }),
          'rotate',
        ),
      ),
      { numRuns: 2_000 },
    );
  });

  it('scaling by 2^k', () => {
    fc.assert(
      fc.property(both, fc.integer({ min: -30, max: 30 }), (input, k) => {
        const factor = 2 ** k;
        check(
          input,
          (p) => ({ x: p.x * factor, y: p.y * factor }),
          (r) => ({
            xMin: r.xMin * factor,
            xMax: r.xMax * factor,
            yMin: r.yMin * factor,
            yMax: r.yMax * factor,
          }),
          'scale',
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('mirroring in x and in y', () => {
    fc.assert(
      fc.property(both, (input) => {
        check(
          input,
          (p) => ({ x: -p.x, y: p.y }),
          (r) => ({ ...r, xMin: -r.xMax, xMax: -r.xMin }),
          'mirror x',
        );
        check(
          input,
          (p) => ({ x: p.x, y: -p.y }),
          (r) => ({ ...r, yMin: -r.yMax, yMax: -r.yMin }),
          'mirror y',
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('reversing the segment: t → 1 − t, enters ↔ exits, ahead ↔ behind', () => {
    const swapKind = { enters: 'exits', exits: 'enters' } as Record<string, string>;
    const swapReason = { ahead: 'behind', behind: 'ahead' } as Record<string, string>;
    fc.assert(
      fc.property(both, (input) => {
        const reversed = { p0: input.p1, p1: input.p0, rect: input.rect };
        const forward = clipSegmentRect(input);
        const backward = clipSegmentRect(reversed);
        const message = `${show(input)}\n ${show(forward)}\n ${show(backward)}`;
        expect(backward.kind, message).toBe(swapKind[forward.kind] ?? forward.kind);
        expect(backward.reason, message).toBe(
          forward.reason === undefined ? undefined : (swapReason[forward.reason] ?? forward.reason),
        );
        expect(backward.touches, message).toBe(forward.touches);
        expect(backward.alongEdge, message).toBe(forward.alongEdge);
        expect(near(backward.tEnter, 1 - forward.tExit, 1), message).toBe(true);
        expect(near(backward.tExit, 1 - forward.tEnter, 1), message).toBe(true);
        const scale = scaleOf(input);
        expect(nearPoint(backward.enter, forward.exit, scale), message).toBe(true);
        expect(nearPoint(backward.exit, forward.enter, scale), message).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('clipSegmentRect regressions (slips and gaps in the source)', () => {
  /** The gist's collides(): true with a collision at u1, false otherwise (its reading). */
  function sourceCollides(input: ClipInput): boolean {
    const { p0, p1, rect } = input;
    const vx = p1.x - p0.x;
    const vy = p1.y - p0.y;
    const p = [-vx, vx, -vy, vy];
    const q = [p0.x - rect.xMin, rect.xMax - p0.x, p0.y - rect.yMin, rect.yMax - p0.y];
    let u1 = -Infinity;
    let u2 = Infinity;
    for (let i = 0; i < 4; i++) {
      const pi = p[i]!;
      const qi = q[i]!;
      if (pi === 0) {
        if (qi < 0) return false;
      } else if (pi < 0) u1 = Math.max(u1, qi / pi);
      else u2 = Math.min(u2, qi / pi);
    }
    return !(u1 > u2 || u1 > 1 || u1 < 0);
  }

  it('source returns false for a segment starting inside (u1 < 0): we report exits / inside', () => {
    const startsInsideLeaves = clipSegmentRectFixtures.find((f) => f.id === 'exits')!.input;
    const staysInside = clipSegmentRectFixtures.find((f) => f.id === 'inside')!.input;
    expect(sourceCollides(startsInsideLeaves)).toBe(false);
    expect(sourceCollides(staysInside)).toBe(false);
    expect(clipSegmentRect(startsInsideLeaves).kind).toBe('exits');
    expect(clipSegmentRect(staysInside).kind).toBe('inside');
    // Where the source does answer (starting outside), it agrees with us.
    const enters = clipSegmentRectFixtures.find((f) => f.id === 'enters')!.input;
    expect(sourceCollides(enters)).toBe(true);
  });

  it('y-down "top < bottom": with min/max names the algorithm is the same (mirror invariance)', () => {
    // The gist works in screen coordinates (y down), so its "top" is the smaller y: it is yMin
    // there, and q3 = y − top, q4 = bottom − y are right as written. A commenter "fixed" them to
    // y − bottom and top − y, which is what y-up naming would suggest and wrong in y-down.
    const screen: ClipInput = {
      p0: { x: -5, y: 0 },
      p1: { x: 1, y: -4 },
      rect: { xMin: -3, yMin: -2, xMax: 3, yMax: 2 },
    };
    const top = screen.rect.yMin;
    const bottom = screen.rect.yMax;
    const y = screen.p0.y;
    const vy = screen.p1.y - y;
    const asWritten = [(y - top) / -vy, (bottom - y) / vy];
    const commenterFix = [(y - bottom) / -vy, (top - y) / vy];
    const table = liangBarskyTable(screen);
    expect(table[2]!.t).toBe(asWritten[0]);
    expect(table[3]!.t).toBe(asWritten[1]);
    expect(commenterFix).not.toEqual(asWritten);
    // Flipping the picture (y → −y, the rectangle with it) changes no case and no t.
    const flipped = mapInput(
      screen,
      (p) => ({ x: p.x, y: -p.y }),
      (r) => ({ ...r, yMin: -r.yMax, yMax: -r.yMin }),
    );
    const a = clipSegmentRect(screen);
    const b = clipSegmentRect(flipped);
    expect(b.kind).toBe(a.kind);
    expect(b.tEnter).toBe(a.tEnter);
    expect(b.tExit).toBe(a.tExit);
    expect(b.exit).toEqual({ x: a.exit!.x, y: -a.exit!.y });
  });

  it('[A] 1: a segment on an edge is inside with or without the corners (closed rectangle)', () => {
    for (const id of ['along-edge-inside', 'along-edge-corner-to-corner']) {
      const result = clipSegmentRect(clipSegmentRectFixtures.find((f) => f.id === id)!.input);
      expect(result.kind, id).toBe('inside');
      expect(result.alongEdge, id).toBe(true);
    }
  });

  it('[A] 2: ending on the edge enters at t = 1, and one step further enters at the same point', () => {
    const onEdge = clipSegmentRect(
      clipSegmentRectFixtures.find((f) => f.id === 'enters-ending-on-edge')!.input,
    );
    const further = clipSegmentRect(
      clipSegmentRectFixtures.find((f) => f.id === 'enters-one-step-further')!.input,
    );
    expect(onEdge.kind).toBe('enters');
    expect(onEdge.tEnter).toBe(1);
    expect(further.kind).toBe('enters');
    expect(further.enter).toEqual(onEdge.enter);
  });

  it('[B] 1: tEnter = tExit (a corner) is exits at 0, enters at 1, or a touching crossing', () => {
    const at = (id: string) =>
      clipSegmentRect(clipSegmentRectFixtures.find((f) => f.id === id)!.input);
    expect(at('exits-at-corner')).toMatchObject({
      kind: 'exits',
      tEnter: 0,
      tExit: 0,
      touches: true,
    });
    expect(at('enters-at-corner')).toMatchObject({
      kind: 'enters',
      tEnter: 1,
      tExit: 1,
      touches: true,
    });
    expect(at('corner-graze')).toMatchObject({ kind: 'crosses', touches: true });
  });

  it('[B] 2: the line crosses the rectangle but the segment does not: ahead or behind', () => {
    const ahead = clipSegmentRectFixtures.find((f) => f.id === 'outside-ahead')!.input;
    const behind = clipSegmentRectFixtures.find((f) => f.id === 'outside-behind')!.input;
    for (const [input, reason] of [
      [ahead, 'ahead'],
      [behind, 'behind'],
    ] as const) {
      const result = clipSegmentRect(input);
      expect(result.kind).toBe('outside');
      expect(result.reason).toBe(reason);
      expect(result.tEnter <= result.tExit).toBe(true); // the line does meet it
    }
  });

  it('corner grazing touches: enter = exit = the corner, exactly', () => {
    const result = clipSegmentRect(
      clipSegmentRectFixtures.find((f) => f.id === 'corner-graze')!.input,
    );
    expect(result.touches).toBe(true);
    expect(result.enter).toEqual({ x: 3, y: 2 });
    expect(result.exit).toEqual({ x: 3, y: 2 });
    // A grazing line through a corner at a non-dyadic place still lands exactly on the corner.
    const rect = { xMin: 0.1, yMin: 0.2, xMax: 0.7, yMax: 0.3 };
    const graze = clipSegmentRect({ p0: { x: 0.5, y: 0.5 }, p1: { x: 0.9, y: 0.1 }, rect });
    const reference = clipSegmentRectReference({
      p0: { x: 0.5, y: 0.5 },
      p1: { x: 0.9, y: 0.1 },
      rect,
    });
    expect(graze.touches).toBe(reference.touches);
    if (graze.touches) expect(graze.enter).toEqual({ x: 0.7, y: 0.3 });
  });

  it('along an edge: flagged only with a common part of positive length', () => {
    const at = (id: string) =>
      clipSegmentRect(clipSegmentRectFixtures.find((f) => f.id === id)!.input);
    expect(at('along-edge-crosses').alongEdge).toBe(true);
    expect(at('along-edge-enters').alongEdge).toBe(true);
    expect(at('edge-line-point-contact').alongEdge).toBe(false);
    expect(at('outside-parallel').alongEdge).toBe(false);
  });

  it('enter and exit points lie exactly on the boundary they cross', () => {
    fc.assert(
      fc.property(fc.oneof(smallGrid, fullRange), (input) => {
        const result = clipSegmentRect(input);
        const { rect } = input;
        for (const point of [result.enter, result.exit]) {
          if (point === undefined) continue;
          const message = `${show(input)} ${show(result)}`;
          const onX = point.x === rect.xMin || point.x === rect.xMax;
          const onY = point.y === rect.yMin || point.y === rect.yMax;
          const insideX = point.x >= rect.xMin && point.x <= rect.xMax;
          const insideY = point.y >= rect.yMin && point.y <= rect.yMax;
          expect((onX || onY) && insideX && insideY, message).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('liangBarskyTable', () => {
  it('lists p, q, t and roles, and marks the rows that give tEnter and tExit', () => {
    const input = clipSegmentRectFixtures.find((f) => f.id === 'crosses')!.input; // (−6,−1)→(6,1)
    const table = liangBarskyTable(input);
    expect(table.map((row) => [row.boundary, row.p, row.q, row.role, row.decisive])).toEqual([
      ['xMin', -12, -3, 'entering', true],
      ['xMax', 12, 9, 'leaving', true],
      ['yMin', -2, 1, 'entering', false],
      ['yMax', 2, 3, 'leaving', false],
    ]);
    expect(table.map((row) => row.t)).toEqual([0.25, 0.75, -0.5, 1.5]);
  });

  it('parallel rows have no t and reject when q < 0; a point has no decisive row', () => {
    const parallel = liangBarskyTable(
      clipSegmentRectFixtures.find((f) => f.id === 'outside-parallel')!.input,
    );
    expect(parallel[3]).toEqual({
      k: 4,
      boundary: 'yMax',
      p: 0,
      q: -2,
      role: 'parallel',
      rejects: true,
      decisive: false,
    });
    expect(parallel[2]!.rejects).toBe(false);
    const point = liangBarskyTable(
      clipSegmentRectFixtures.find((f) => f.id === 'point-inside')!.input,
    );
    expect(
      point.every((row) => row.role === 'parallel' && !row.decisive && row.t === undefined),
    ).toBe(true);
    expect(liangBarskyTable({} as ClipInput)).toEqual([]);
  });

  it('decisive rows carry exactly tEnter and tExit (property, small grid)', () => {
    fc.assert(
      fc.property(smallGrid, (input) => {
        const result = clipSegmentRect(input);
        const table = liangBarskyTable(input);
        const message = `${show(input)} ${show(table)} ${show(result)}`;
        expectCleanNumbers(table, 'table', mayBeInfinite);
        for (const row of table) {
          if (!row.decisive) continue;
          expect(row.t, message).toBe(row.role === 'entering' ? result.tEnter : result.tExit);
        }
        const entering = table.filter((row) => row.role === 'entering');
        expect(entering.length === 0 || entering.some((row) => row.decisive), message).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('clipSegmentRect public test vectors', () => {
  for (const vector of clipVectors) {
    it(`${vector.source}: ${vector.description}`, () => {
      const result = clipSegmentRect(vector.input);
      const message = `${show(vector)}\n got ${show(result)}`;
      if (vector.clipped === null) {
        expect(result.kind, message).toBe('outside');
        return;
      }
      const start =
        result.kind === 'inside' || result.kind === 'exits' ? vector.input.p0 : result.enter;
      const end =
        result.kind === 'inside' || result.kind === 'enters' ? vector.input.p1 : result.exit;
      const tolerance = vector.tolerance ?? TOLERANCE;
      const scale = scaleOf(vector.input);
      const close = (a: Vec2 | undefined, b: Vec2) =>
        a !== undefined &&
        Math.abs(a.x - b.x) <= tolerance * scale &&
        Math.abs(a.y - b.y) <= tolerance * scale;
      expect(result.kind, message).not.toBe('outside');
      expect(close(start, vector.clipped[0]), message).toBe(true);
      expect(close(end, vector.clipped[1]), message).toBe(true);
      if (vector.parameters !== undefined) {
        expect(near(result.tEnter, vector.parameters[0], 1), message).toBe(true);
        expect(near(result.tExit, vector.parameters[1], 1), message).toBe(true);
      }
    });
  }

  it('jfree/jfreechart testClipLineWithNaN: a NaN coordinate is invalid-input', () => {
    for (const { p0, p1 } of clipNaNVectors) {
      expect(clipSegmentRect({ p0, p1, rect: { xMin: 1, yMin: 1, xMax: 2, yMax: 2 } }).kind).toBe(
        'invalid-input',
      );
    }
  });
});

describe('clipSegmentRect totality', () => {
  const base: ClipInput = {
    p0: { x: -1, y: 0 },
    p1: { x: 1, y: 0 },
    rect: { xMin: -3, yMin: -2, xMax: 3, yMax: 2 },
  };
  const paths: [string, string][] = [
    ['p0', 'x'],
    ['p0', 'y'],
    ['p1', 'x'],
    ['p1', 'y'],
    ['rect', 'xMin'],
    ['rect', 'yMin'],
    ['rect', 'xMax'],
    ['rect', 'yMax'],
  ];
  const invalid = { kind: 'invalid-input', tEnter: 0, tExit: 0, touches: false, alongEdge: false };

  it('NaN, ±Infinity, missing fields and wrong types in every field give invalid-input', () => {
    for (const [outer, inner] of paths) {
      for (const bad of [
        Number.NaN,
        Infinity,
        -Infinity,
        undefined,
        null,
        '1',
        {},
        [],
        true,
        10n,
      ]) {
        const broken = JSON.parse(JSON.stringify(base)) as Record<string, Record<string, unknown>>;
        broken[outer]![inner] = bad;
        if (bad === undefined) Reflect.deleteProperty(broken[outer]!, inner);
        const result = clipSegmentRect(broken as unknown as ClipInput);
        expect(result, `${outer}.${inner} = ${String(bad)}`).toEqual(invalid);
      }
      const missingObject = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
      Reflect.deleteProperty(missingObject, outer);
      expect(clipSegmentRect(missingObject as unknown as ClipInput)).toEqual(invalid);
    }
    for (const bad of [undefined, null, 42, 'input', [], {}]) {
      expect(clipSegmentRect(bad as unknown as ClipInput)).toEqual(invalid);
    }
  });

  it('min > max is invalid-input; min = max is a valid degenerate rectangle', () => {
    expect(clipSegmentRect({ ...base, rect: { xMin: 1, yMin: 0, xMax: 0, yMax: 1 } }).kind).toBe(
      'invalid-input',
    );
    expect(clipSegmentRect({ ...base, rect: { xMin: 0, yMin: 1, xMax: 1, yMax: 0 } }).kind).toBe(
      'invalid-input',
    );
    expect(clipSegmentRect({ ...base, rect: { xMin: 0, yMin: 0, xMax: 0, yMax: 0 } }).kind).toBe(
      'crosses',
    );
  });

  it('never throws, never NaN or −0, on any doubles (including huge, tiny, −0)', () => {
    const anyDouble = fc.oneof(
      fc.double(),
      fc.constantFrom(
        0,
        -0,
        Number.MAX_VALUE,
        -Number.MAX_VALUE,
        Number.MIN_VALUE,
        -Number.MIN_VALUE,
        1e308,
        -1e308,
      ),
      fc.integer({ min: -4, max: 4 }),
    );
    fc.assert(
      fc.property(fc.array(anyDouble, { minLength: 8, maxLength: 8 }), (v) => {
        const input = {
          p0: { x: v[0]!, y: v[1]! },
          p1: { x: v[2]!, y: v[3]! },
          rect: { xMin: v[4]!, yMin: v[5]!, xMax: v[6]!, yMax: v[7]! },
        };
        const result = clipSegmentRect(input);
        expectCleanNumbers(result, '', mayBeInfinite);
        expectCleanNumbers(liangBarskyTable(input), 'table', mayBeInfinite);
      }),
      { numRuns: 5_000 },
    );
  });

  it('huge coordinates still decide exactly and give finite points', () => {
    const big = 1.5e308;
    const input = {
      p0: { x: -big, y: -big },
      p1: { x: big, y: big },
      rect: { xMin: -1, yMin: -1, xMax: 1, yMax: 1 },
    };
    const result = clipSegmentRect(input);
    expectClip(result, fromReference(clipSegmentRectReference(input)), input);
    expectCleanNumbers(result, '', mayBeInfinite);
  });
});

describe('clipSegmentRect: tiny shapes far from the origin', () => {
  it('keeps kind, reason, flags and t, and moves the points with the shapes (2^±1000, property)', () => {
    fc.assert(
      fc.property(arbitraries.tinyFarFromOrigin(smallGrid), (moved) => {
        expectSameAfterMove(
          clipSegmentRect(moved.input),
          clipSegmentRect(moved.original),
          moved,
          scaleOf(moved.original),
          { positions: ['enter', 'exit'] },
          show(moved),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('clipSegmentRect: the exact fallbacks of the one decision tree', () => {
  const expectReference = (input: ClipInput) =>
    expectClip(clipSegmentRect(input), fromReference(clipSegmentRectReference(input)), input);

  it('Δx overflows while y is parallel: the quotients are NaN and the exact rows decide', () => {
    const input = {
      p0: { x: -1.5e308, y: 0 },
      p1: { x: 1.5e308, y: 0 },
      rect: { xMin: -1, yMin: -1, xMax: 1, yMax: 1 },
    };
    expect(clipSegmentRect(input).kind).toBe('crosses');
    expectReference(input);
  });

  it('a subnormal Δy makes the y quotients infinite: the exact rows still order the times', () => {
    const input = {
      p0: { x: 0, y: 0 },
      p1: { x: 1, y: Number.MIN_VALUE },
      rect: { xMin: 0.25, yMin: -1, xMax: 0.75, yMax: 1 },
    };
    const result = clipSegmentRect(input);
    expect([result.kind, result.tEnter, result.tExit]).toEqual(['crosses', 0.25, 0.75]);
    expectReference(input);
  });

  it('a tie between the entering rows (entering through a corner): both decisive, the corner exactly', () => {
    // t_xMin = t_yMin = 1 exactly, so no float filter can order them: the exact rows tie.
    const k = 2 ** -30;
    const input = {
      p0: { x: -1 * k, y: -2 * k },
      p1: { x: 1 * k, y: 1 * k },
      rect: { xMin: 1 * k, yMin: 1 * k, xMax: 2 * k, yMax: 2 * k },
    };
    const result = clipSegmentRect(input);
    expect([result.kind, result.touches, result.enter]).toEqual(['enters', false, { x: k, y: k }]);
    expectReference(input);
    const decisive = liangBarskyTable(input).filter((row) => row.decisive);
    expect(decisive.map((row) => row.boundary)).toEqual(['xMin', 'yMin', 'yMax']);
  });

  it('any doubles, huge and subnormal mixed: kinds, reasons and flags of the exact reference', () => {
    const wide = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE),
      fc.integer({ min: -4, max: 4 }),
    );
    fc.assert(fc.property(clipInputs(wide), expectReference), { numRuns: 3_000 });
  });
});
