import { describe, expect, it } from 'vitest';
import { typesetTex } from './typeset';

describe('notation macros', () => {
  it('\\vu and \\vw typeset u and w in the colours math.css repaints with the palette', () => {
    const markup = typesetTex('\\vu_0 \\times \\vw_1', { display: false, onError: 'throw' });
    expect(markup).toMatch(/<mstyle mathcolor="#C8500A"><mi>u<\/mi><\/mstyle>/);
    expect(markup).toMatch(/<mstyle mathcolor="#0072B2"><mi>w<\/mi><\/mstyle>/);
  });

  it('a formula that defines its own macro does not leak it into the next formula', () => {
    typesetTex('\\gdef\\leak{x} \\leak', { display: false, onError: 'throw' });
    expect(() => typesetTex('\\leak', { display: false, onError: 'throw' })).toThrow();
  });
});
