import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { timeOfImpactCandidates } from './toi-candidates';
import { circlePointFixtures, circleSegmentFixtures, circlesFixtures } from './fixtures';
import {
  referenceCirclePoint,
  referenceCircleSegment,
  referenceCircles,
  type ReferenceToi,
} from './testing/time-of-impact.reference';
import { smallInt } from './testing/arbitraries';

type Input = Parameters<typeof timeOfImpactCandidates>[0];

/** The kept candidate is the exact reference's contact; every other root in the step is later. */
function expectAgreesWithReference(input: Input, reference: ReferenceToi, label: string) {
  const candidates = timeOfImpactCandidates(input);
  const kept = candidates.filter((candidate) => candidate.kept);
  if (reference.t === undefined) {
    expect(kept, label).toEqual([]);
    return;
  }
  expect(kept, label).toHaveLength(1);
  const [first] = kept;
  expect(first!.t, label).toBeCloseTo(reference.t, 12);
  if (reference.t === 0) expect(first!.name, label).toBe('start');
  else if (reference.feature !== undefined) expect(first!.name, label).toBe(reference.feature);
  for (const other of candidates) {
    if (other.why === 'not-earliest' || other.why === 'tie') {
      expect(other.t!, `${label} ${other.name}`).toBeGreaterThanOrEqual(reference.t - 1e-12);
    }
    if (other.why === 'outside-step') {
      const t = other.t ?? 0.5;
      expect(t < 1e-12 || t > 1 - 1e-12, `${label} ${other.name} at ${t}`).toBe(true);
    }
  }
}

const vector = fc.record({ x: smallInt, y: smallInt });
const radius = fc.integer({ min: 0, max: 3 });
const circle = fc.record({ center: vector, radius, velocity: vector });

describe('timeOfImpactCandidates', () => {
  it('keeps exactly the fixture contact of every preset', () => {
    for (const { id, input } of circlePointFixtures) {
      expectAgreesWithReference(input, referenceCirclePoint(input), id);
    }
    for (const { id, input } of circleSegmentFixtures) {
      expectAgreesWithReference(input, referenceCircleSegment(input), id);
    }
    for (const { id, input } of circlesFixtures) {
      expectAgreesWithReference(input, referenceCircles(input), id);
    }
  });

  it('agrees with the exact reference on the small grid (segments, points, two circles)', () => {
    const segment = fc.record({ center: vector, radius, velocity: vector, a: vector, b: vector });
    fc.assert(
      fc.property(segment, (input) => {
        expectAgreesWithReference(input, referenceCircleSegment(input), JSON.stringify(input));
      }),
      { numRuns: 3000 },
    );
    const point = fc.record({ center: vector, radius, velocity: vector, point: vector });
    fc.assert(
      fc.property(point, (input) => {
        expectAgreesWithReference(input, referenceCirclePoint(input), JSON.stringify(input));
      }),
    );
    fc.assert(
      fc.property(fc.record({ a: circle, b: circle }), (input) => {
        expectAgreesWithReference(input, referenceCircles(input), JSON.stringify(input));
      }),
    );
  });

  it('says why the side is rejected: the foot beyond the far corner (the source slip)', () => {
    const input = { center: { x: 0, y: 5.5 }, radius: 1, velocity: { x: 10, y: 0 } };
    const candidates = timeOfImpactCandidates({ ...input, a: { x: 5, y: -5 }, b: { x: 5, y: 5 } });
    expect(candidates.map(({ name, kept, why }) => [name, kept, why])).toEqual([
      ['side', false, 'foot-outside'],
      ['far-side', false, 'exit'],
      ['cap-a', false, 'no-real-root'],
      ['cap-b', true, 'first-contact'],
    ]);
  });

  it('lists nothing for invalid input or no motion', () => {
    const still = { center: { x: 0, y: 0 }, radius: 1, velocity: { x: 0, y: 0 } };
    expect(timeOfImpactCandidates({ ...still, point: { x: 5, y: 0 } })).toEqual([]);
    expect(timeOfImpactCandidates({ ...still, radius: -1, point: { x: 5, y: 0 } })).toEqual([]);
  });
});
