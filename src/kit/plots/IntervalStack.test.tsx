import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntervalStack, visiblePart } from './IntervalStack';

describe('IntervalStack', () => {
  it('clips a half-line to the drawn range and says which ends run off it', () => {
    expect(visiblePart(0.5, Infinity, [-1, 2])).toEqual({
      from: 0.5,
      to: 2,
      openLow: false,
      openHigh: true,
    });
    expect(visiblePart(-Infinity, -3, [-1, 2])).toBeNull();
    expect(visiblePart(1, 0, [-1, 2])).toBeNull();
  });
  it('draws an empty row as "no t" and a point interval as its dots', () => {
    const html = renderToStaticMarkup(
      <IntervalStack
        name="t"
        label="rows"
        rows={[
          { id: 'a', label: 'none', from: 1, to: 0, color: 'red' },
          { id: 'b', label: 'one', from: 0.5, to: 0.5, color: 'blue' },
        ]}
      />,
    );
    expect(html).toContain('∅ (no t)');
    expect(html.match(/<circle/g)).toHaveLength(2);
  });
});
