/** Type declarations for the benchmark's untyped JavaScript dependencies. */
declare module 'lineclip' {
  type Point = number[];
  export function clipPolyline(points: Point[], bbox: number[], result?: Point[][]): Point[][];
  export function clipPolygon(points: Point[], bbox: number[]): Point[];
}
declare module 'intersects/line-box.js' {
  export default function lineBox(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    xb: number,
    yb: number,
    wb: number,
    hb: number,
  ): boolean;
}
declare module 'intersects/line-line.js' {
  export default function lineLine(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    x3: number,
    y3: number,
    x4: number,
    y4: number,
    thickness1?: number,
    thickness2?: number,
  ): boolean;
}
