import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColorTag, ReadingNote } from './annotations';
import { ProjectionBars, UnitFrameArrows } from './constructions';
import { LabelledMarks } from './marks';
import { point } from './point';
import { SegmentHandles, entryExitMarks, marksAlong } from './segment-parts';
import { Stage } from './Stage';
import { ViewStage } from './ViewStage';
import { addPoints, lineCrossing, subtractPoints, unitFrame } from './vectors';

const VIEW = { xMin: -5, xMax: 5, yMin: -5, yMax: 5 };
/** Draws inside a 100 × 100 stage over VIEW: 10 viewBox units per math unit, y up. */
const draw = (children: React.ReactNode) =>
  renderToStaticMarkup(
    <Stage xDomain={[-5, 5]} yDomain={[-5, 5]} width={100} height={100} label="test">
      {children}
    </Stage>,
  );
const small = fc.integer({ min: -64, max: 64 });
const smallPoint = fc.tuple(small, small).map(([x, y]) => point(x, y));

describe('vectors', () => {
  it('give the unit frame of a direction, across a quarter turn left, and nothing for zero', () => {
    expect(unitFrame(point(0, 3))).toEqual({ along: point(0, 1), across: point(-1, 0) });
    const zero = unitFrame(point(0, 0));
    expect(zero).toEqual({ along: point(0, 0), across: point(0, 0) });
    expect(Object.is(zero.across.x, 0)).toBe(true); // never −0
  });

  it('find where two lines cross: the point lies on both lines, exactly on integer input', () => {
    fc.assert(
      fc.property(smallPoint, smallPoint, smallPoint, smallPoint, (o, d, a, b) => {
        const crossing = lineCrossing(o, d, a, b);
        const base = subtractPoints(b, a);
        expect(crossing.denominator === d.x * base.y - d.y * base.x).toBe(true);
        expect(Object.is(crossing.denominator, -0) || Object.is(crossing.numerator, -0)).toBe(
          false,
        );
        if (crossing.point === null) {
          expect(crossing.denominator).toBe(0);
          return;
        }
        // On a–b's line: cross(point − a, b − a) ≈ 0 at the scale of the input.
        const v = subtractPoints(crossing.point, a);
        const scale = Math.max(1, Math.abs(crossing.numerator), Math.hypot(v.x, v.y) ** 2);
        expect(Math.abs(v.x * base.y - v.y * base.x)).toBeLessThan(1e-9 * scale);
      }),
      { seed: 10, numRuns: 300 },
    );
    expect(lineCrossing(point(0, 0), point(1, 0), point(3, -1), point(3, 1))).toEqual({
      numerator: 6,
      denominator: 2,
      lambda: 3,
      point: point(3, 0),
    });
    expect(lineCrossing(point(0, 0), point(1, 0), point(0, 1), point(4, 1)).point).toBeNull();
  });
});

describe('construction pieces', () => {
  it('ProjectionBars ends the bar along the line at the foot, then runs across to the point', () => {
    // Origin (0, 0), direction (2, 0), point (3, 2): the foot is (3, 0), nudged 0 across.
    const html = draw(
      <ProjectionBars
        origin={point(0, 0)}
        direction={point(2, 0)}
        distance={3}
        point={point(3, 2)}
        nudge={0}
        along={{ name: 'b', color: 'red' }}
        across={{ name: 'c', color: 'blue' }}
      />,
    );
    // A segment is one path "M x1,y1 L x2,y2" (shapes.tsx).
    const lines = [...html.matchAll(/<path[^>]* d="M([-\d.]+),([-\d.]+)L([-\d.]+),([-\d.]+)"/g)];
    expect(lines.map((m) => m.slice(1).map(Number))).toEqual([
      [50, 50, 80, 50],
      [80, 50, 80, 30],
    ]);
    expect(html).toContain('>b</text>');
    expect(html).toContain('>c</text>');
  });

  it('UnitFrameArrows draws both named arrows, and nothing for a zero direction', () => {
    const frame = (direction: ReturnType<typeof point>) =>
      draw(
        <UnitFrameArrows
          at={point(0, 0)}
          direction={direction}
          names={['d̂', 'n̂']}
          colors={['red', 'grey']}
        />,
      );
    expect(frame(point(3, 4))).toContain('>n̂</text>');
    expect(frame(point(0, 0))).not.toContain('<text');
  });

  it('LabelledMarks skips the marks whose point the result does not have', () => {
    const html = draw(
      <LabelledMarks
        marks={[
          { at: point(1, 1), text: 'entry', color: 'blue' },
          { at: undefined, text: 'exit', color: 'red' },
          { at: null, text: 'hit', color: 'green' },
        ]}
      />,
    );
    expect(html.match(/<circle/g)).toHaveLength(1);
    expect(html).toContain('>entry</text>');
    expect(html).not.toContain('exit');
  });

  it('marksAlong puts the marks at p0 + t·(p1 − p0) and leaves out absent and far-off times', () => {
    const marks = marksAlong(point(0, 0), point(2, 4), [
      { t: 0.5, text: 't₁', color: 'blue' },
      { t: undefined, text: 't₂', color: 'blue' },
      { t: 1e7, text: 't₃', color: 'blue' },
    ]);
    expect(marks.map((mark) => [mark.text, mark.at])).toEqual([['t₁', point(1, 2)]]);
    expect(
      entryExitMarks(point(1, 0), undefined, { entry: 'b', exit: 'r' })[1]?.at,
    ).toBeUndefined();
  });

  it('SegmentHandles name each end with its t and stack P1 on a point segment', () => {
    const handles = (p1: ReturnType<typeof point>) =>
      draw(<SegmentHandles p0={point(1, 1)} p1={p1} color="purple" step={1} onMove={() => {}} />);
    const apart = handles(point(3, 1));
    expect(apart).toContain('P0 (t = 0)');
    expect(apart).toContain('P1 (t = 1)');
    expect(apart.match(/kit-handle-hit" r="20"/g)).toHaveLength(2);
    const stacked = handles(point(1, 1));
    expect(stacked.match(/kit-handle-hit" r="20"/g)).toHaveLength(1);
    expect(stacked).toContain('kit-handle-hit" r="11"');
  });

  it('ViewStage draws the grid and axes only when the grid layer is on', () => {
    const stage = (grid: number | false) =>
      renderToStaticMarkup(
        <ViewStage view={VIEW} grid={grid} width={100} height={100} label="v">
          <g id="content" />
        </ViewStage>,
      );
    expect(stage(1)).toContain('kit-grid');
    expect(stage(1)).toContain('kit-axes');
    expect(stage(false)).not.toContain('kit-grid');
    expect(stage(false)).toContain('id="content"');
  });

  it('ReadingNote states its own case in its own attribute, and ColorTag bolds the deciding row', () => {
    const note = renderToStaticMarkup(
      <ReadingNote attribute="data-source-case" caseId="no-collision" color="orange">
        words
      </ReadingNote>,
    );
    expect(note).toContain('data-source-case="no-collision"');
    expect(note).not.toContain('data-case');
    expect(
      renderToStaticMarkup(
        <ColorTag color="blue" strong>
          entering
        </ColorTag>,
      ),
    ).toContain('kit-color-tag is-strong');
    expect(addPoints(point(1, 2), point(-1, -2))).toEqual(point(0, 0));
  });
});
