import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sweepSegmentPoint, sweepSegmentPointRoots as rootsOf } from '../../geometry';
import { caseIdOf as caseId } from '../../kit/figure/model';
import { withTime as setTime } from '../../kit/figure/fields';
import fc from 'fast-check';
import { shownTexPieces } from '../../kit/testing';
import { describePermalink, renderedTexPieces, shownText } from '../testing';
import { derivationRows, describeCase, positionAlong, slippedCoefficients } from './model';
import { sweepPresets } from './meta';
import { SegmentSweepsPointFigure } from './SegmentSweepsPointFigure';
import { VIEW, inPointsFrame, inputOf, moveHandle, sweepModel } from './state';

const DEFAULT_STATE = sweepModel.initial;
const { applyPreset } = sweepModel;

const expectedCase = (preset: (typeof sweepPresets)[number]) => caseId(preset.expected);

describe('presets', () => {
  it('offers the source’s motions and every case of §2', () => {
    const ids = sweepPresets.map((p) => p.id);
    for (const id of ['simple', 'sideways', 'dive', 'tangent', 'static-segment', 'swept-twice']) {
      expect(ids).toContain(id);
    }
    const cases = new Set(sweepPresets.map(expectedCase));
    for (const c of [
      'hit',
      'contact',
      'miss:no-real-roots',
      'miss:outside-step',
      'miss:outside-segment',
      'miss:collinear-apart',
    ]) {
      expect(cases, c).toContain(c);
    }
  });
  it.each(sweepPresets.map((p) => [p.id, p] as const))(
    '%s is described, derived and fits the view',
    (_, preset) => {
      const state = applyPreset(DEFAULT_STATE, preset.id);
      const result = sweepSegmentPoint(inputOf(state));
      expect(describeCase(inputOf(state), result).detail.length).toBeGreaterThan(0);
      expect(shownTexPieces(derivationRows(inputOf(state), result))).toContain('u_0');
      // Every preset fits the view, so every handle can be grabbed.
      for (const p of Object.values(inputOf(state))) {
        expect(
          p.x >= VIEW.xMin && p.x <= VIEW.xMax && p.y >= VIEW.yMin && p.y <= VIEW.yMax,
          preset.id,
        ).toBe(true);
      }
    },
  );
});

describe('state rules', () => {
  it('snaps a dragged handle to the grid and keeps it in view', () => {
    const next = moveHandle(DEFAULT_STATE, 'c0', { x: 1.4, y: 100 }, false);
    expect(next.c0).toEqual({ x: 1, y: Math.floor(VIEW.yMax) });
    expect(next.preset).toBeNull();
  });
  it('places a handle freely with the modifier or with snapping off', () => {
    expect(moveHandle(DEFAULT_STATE, 'c0', { x: 1.4, y: 0.25 }, true).c0).toEqual({
      x: 1.4,
      y: 0.25,
    });
    expect(
      moveHandle({ ...DEFAULT_STATE, snap: false }, 'p1', { x: -1.25, y: 0.5 }, false).p1,
    ).toEqual({ x: -1.25, y: 0.5 });
  });
  it('recognises a preset again when the points return to it', () => {
    const moved = moveHandle(DEFAULT_STATE, 'c0', { x: 1, y: 0 }, false);
    expect(moveHandle(moved, 'c0', DEFAULT_STATE.c0, false).preset).toBe(DEFAULT_STATE.preset);
  });
  it('clamps time to the step', () => {
    expect(setTime(DEFAULT_STATE, 3).t).toBe(1);
    expect(setTime(DEFAULT_STATE, Number.NaN)).toBe(DEFAULT_STATE);
  });
});

describePermalink(sweepModel);

describe('model', () => {
  it('gives every root of the polynomial its s and verdict', () => {
    const state = applyPreset(DEFAULT_STATE, 'miss-outside-segment');
    const input = inputOf(state);
    const roots = rootsOf(input);
    expect(roots.some((r) => r.inStep && !r.hit && r.s !== null && (r.s < 0 || r.s > 1))).toBe(
      true,
    );
  });
  it('finds s along the segment at a time', () => {
    expect(positionAlong(inputOf(DEFAULT_STATE), 0.5)).toBe(0.5);
  });
});

describe('live derivation', () => {
  const rowsOf = (state: typeof DEFAULT_STATE) => {
    const input = inputOf(state);
    return derivationRows(input, sweepSegmentPoint(input));
  };
  const shownKeys = (state: typeof DEFAULT_STATE) =>
    rowsOf(state)
      .filter((row) => row.visible !== false)
      .map((row) => row.key);
  it('shows the vectors, the coefficients, the equation and each root with its verdict', () => {
    expect(shownKeys(DEFAULT_STATE)).toEqual(['u', 'w', 'a-c', 'b', 'equation', 'root-0']);
    const rows = rowsOf(DEFAULT_STATE);
    // Simple: the segment moves up by 4 through the still point: 0 = 0t² + 16t − 8, t = s = 0.5.
    expect(shownText(rows.find((row) => row.key === 'equation')?.rhs ?? [])).toBe(
      '{} = {}0\\,t^2+16\\,t−8',
    );
    const root = shownText(rows.find((row) => row.key === 'root-0')?.rhs ?? []);
    expect(root).toContain('0.5');
    expect(root).toContain('✓ hit');
  });
  it('has the identically-zero, no-root and miss variants', () => {
    const at = (id: string) => applyPreset(DEFAULT_STATE, id);
    const contact = sweepPresets.find(
      (p) =>
        p.expected.kind === 'contact' &&
        p.expected.coefficients.a === 0 &&
        p.expected.coefficients.b === 0 &&
        p.expected.coefficients.c === 0,
    );
    if (contact !== undefined) expect(shownKeys(at(contact.id))).toContain('zero');
    expect(shownKeys(at('raise-no-hit'))).toContain('no-root');
    expect(shownKeys(at('miss-sideways-off-line'))).toContain('no-root');
    const outside = rowsOf(at('miss-outside-segment'));
    const texts = outside
      .filter((row) => row.key.startsWith('root') && row.visible !== false)
      .map((row) => shownText(row.rhs));
    expect(texts.some((text) => text.includes('✗') && text.includes('s \\notin'))).toBe(true);
  });
  // The browser can only reuse pieces the server put into the page, and the server renders the
  // default state: every piece any state shows must be among those.
  const onServer = renderedTexPieces(renderToString(<SegmentSweepsPointFigure />));
  it.each(sweepPresets.map((p) => [p.id] as const))(
    '%s shows only pieces rendered for the default state',
    (id) => {
      for (const piece of shownTexPieces(rowsOf(applyPreset(DEFAULT_STATE, id)))) {
        expect(onServer, `${id}: ${piece}`).toContain(piece);
      }
    },
  );
  it('shows only pieces rendered for the default state, for any positions', () => {
    const coordinate = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.double({ min: -8, max: 8, noNaN: true }),
    );
    const position = fc.record({ x: coordinate, y: coordinate });
    fc.assert(
      fc.property(
        position,
        position,
        position,
        position,
        position,
        position,
        (p0, p1, q0, q1, c0, c1) => {
          const input = { p0, p1, q0, q1, c0, c1 };
          const shown = shownTexPieces(derivationRows(input, sweepSegmentPoint(input)));
          return [...shown].every((piece) => onServer.has(piece));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('server rendering', () => {
  it('renders the default state with its hooks, handles and typeset math', () => {
    const html = renderToString(<SegmentSweepsPointFigure />);
    expect(html).toContain('data-figure="segment-sweeps-point"');
    expect(html).toContain('data-case="hit"');
    expect(html).toContain('aria-label="P0 at (−2, −2), first endpoint at t = 0"');
    expect(html).toContain('class="katex');
    expect(html.match(/role="slider"/g)?.length).toBe(7); // six points and the time knob
  });
  it('starts from a preset given as a prop', () => {
    const html = renderToString(
      <SegmentSweepsPointFigure preset="miss-outside-step" syncUrl={false} />,
    );
    expect(html).toContain('data-case="miss:outside-step"');
  });
});

describe("the point's frame", () => {
  it('changes no answer: every preset gives the same kind, hits, intervals and coefficients seen from the point', () => {
    for (const preset of sweepPresets) {
      const relative = inPointsFrame(preset.input);
      expect(relative.c0).toEqual({ x: 0, y: 0 });
      expect(relative.c1).toEqual({ x: 0, y: 0 });
      expect(sweepSegmentPoint(relative), preset.id).toEqual(sweepSegmentPoint(preset.input));
    }
  });
  it('round-trips in the permalink as frame=1, with a point placed freely and the time', () => {
    const moved = moveHandle(DEFAULT_STATE, 'q1', { x: 3.5, y: -1 }, true);
    const seen = { ...moved, t: 0.3, ghosts: false, frame: true };
    const params = sweepModel.toUrl(seen, new URLSearchParams());
    expect(params.get('frame')).toBe('1');
    expect(sweepModel.fromUrl(params)).toEqual(seen);
  });
});

describe("the source's slipped expansion", () => {
  const preset = (id: string) => sweepPresets.find((p) => p.id === id)!;
  it('Raise: swept twice becomes 64t² − 80t − 8, whose roots −0.093 and 1.343 both miss the step', () => {
    expect(slippedCoefficients(preset('raise-two-hits').input)).toEqual({ a: 64, b: -80, c: -8 });
  });
  it('changes nothing for a segment that only translates (Simple), which is why it went unnoticed', () => {
    const simple = preset('simple');
    expect(slippedCoefficients(simple.input)).toEqual(sweepSegmentPoint(simple.input).coefficients);
  });
});
