/**
 * Nested frames inside a Stage: a `<Transform>` draws its children in coordinates relative to the
 * enclosing frame (a body held still, y-down axes, a rotated view), and maps pointer positions
 * back through its inverse. Apart from Stage.tsx so figures without frames do not load it.
 */
import { useMemo, type ReactNode } from 'react';
import { point, type Box, type Point } from './point';
import { applyAffine, invertAffine, type Affine } from './scale';
import { FrameProvider, frameTransform, useStage, type StageTransform } from './Stage';

/** `outer ∘ inner`: first `inner`, then `outer`. */
export function composeAffine(outer: Affine, inner: Affine): Affine {
  return {
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  };
}

/** The bounding box of `box` (in the outer frame) seen from a frame whose map into it is `inner`. */
export function boxInFrame(box: Box, inner: Affine): Box {
  const inverse = invertAffine(inner);
  if (inverse === null) return box;
  const corners = [
    applyAffine(inverse, box.xMin, box.yMin),
    applyAffine(inverse, box.xMax, box.yMin),
    applyAffine(inverse, box.xMin, box.yMax),
    applyAffine(inverse, box.xMax, box.yMax),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return {
    xMin: Math.min(...xs),
    xMax: Math.max(...xs),
    yMin: Math.min(...ys),
    yMax: Math.max(...ys),
  };
}

/** The frame inside `<Transform matrix>`: `inner` maps its coordinates into the parent's. */
export function nestedTransform(parent: StageTransform, inner: Affine): StageTransform {
  return frameTransform(
    composeAffine(parent.matrix, inner),
    boxInFrame(parent.box, inner),
    parent.width,
    parent.height,
    (clientX, clientY) => {
      const p = parent.clientToMath(clientX, clientY);
      return parent.toSvg(p);
    },
  );
}

export type TransformProps = {
  /** Moves the frame's origin to this point of the enclosing frame. */
  readonly translate?: Point | undefined;
  /** Turns the frame counter-clockwise by this many degrees (math convention, y up). */
  readonly rotate?: number | undefined;
  /** Scales the frame's units (one number, or x and y apart). */
  readonly scale?: number | readonly [number, number] | undefined;
  /** Flips the frame's y axis: y points down, as in screen or "y-down" textbook axes. */
  readonly flipY?: boolean | undefined;
  /** A full affine map from this frame into the enclosing one; applied after the others. */
  readonly matrix?: Affine | undefined;
  /** Layers drawn in the frame's coordinates. */
  readonly children: ReactNode;
};

/**
 * The map from a `<Transform>`'s coordinates into the enclosing frame: scale and flip first, then
 * rotate, then translate, then `matrix`.
 */
export function frameMatrix({
  translate,
  rotate = 0,
  scale = 1,
  flipY = false,
  matrix,
}: Omit<TransformProps, 'children'>): Affine {
  const [sx, sy] = typeof scale === 'number' ? [scale, scale] : scale;
  const angle = (rotate * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ySign = flipY ? -1 : 1;
  const local: Affine = {
    a: cos * sx,
    b: sin * sx,
    c: -sin * sy * ySign,
    d: cos * sy * ySign,
    e: translate?.x ?? 0,
    f: translate?.y ?? 0,
  };
  return matrix === undefined ? local : composeAffine(matrix, local);
}

/**
 * A nested frame: its children draw in coordinates relative to the enclosing frame (a body held
 * still in a "relative frame", axes flipped to y down, a rotated view). It renders no element of
 * its own: shapes and handles read the composed transform from context, so strokes keep their
 * width and a handle dragged inside the frame reports its position in the frame's coordinates.
 */
export function Transform({ translate, rotate, scale, flipY, matrix, children }: TransformProps) {
  const parent = useStage();
  const [sx, sy] = typeof scale === 'number' || scale === undefined ? [scale, scale] : scale;
  const tx = translate?.x;
  const ty = translate?.y;
  const inner = useMemo(
    () =>
      frameMatrix({
        translate: tx === undefined || ty === undefined ? undefined : point(tx, ty),
        rotate,
        scale: [sx ?? 1, sy ?? 1],
        flipY,
        matrix,
      }),
    [tx, ty, rotate, sx, sy, flipY, matrix],
  );
  const transform = useMemo(() => nestedTransform(parent, inner), [parent, inner]);
  return <FrameProvider value={transform}>{children}</FrameProvider>;
}
