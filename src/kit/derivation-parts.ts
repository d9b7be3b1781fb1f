/**
 * Parts that live derivations keep spelling the same way: a vector with live coordinates, and a
 * term with its own sign after another one. See LiveDerivation.tsx for what parts are.
 */
import { mathNumber } from './format';
import { num, op, tex, type InlinePart } from './LiveDerivation';
import type { Point } from './point';

/** `opening(x, y)` with live numbers; `opening` is static TeX, e.g. `'{} = C_0 - P_0 = '`. */
export function vectorParts(opening: string, v: Point): InlinePart[] {
  return [
    tex(`${opening}(`),
    num(mathNumber(v.x)),
    tex('{},\\,{}'),
    num(mathNumber(v.y)),
    tex(')'),
  ];
}

/** `+ 3` or `− 3` after another term, so an equation never reads `+ −3`. */
export function signedTerm(value: number): InlinePart[] {
  return [op(value < 0 ? '\u2212' : '+'), num(mathNumber(Math.abs(value)))];
}
