/**
 * The site's notation, one colour per symbol in prose, scene and derivation (Red Blob Games'
 * rule): TeX macros the articles write (`\vu_0 \times \vw_1`) instead of bare letters.
 *
 * KaTeX needs a literal colour; these are the light palette's values, and math.css repaints each
 * with its palette variable, so the symbol follows light and dark mode like the figures do.
 * The figures draw the same symbol in the same variable (e.g. the sweep's u in the point's
 * vermillion, w in the segment's blue).
 */
export const NOTATION_MACROS: Readonly<Record<string, string>> = {
  /** u = C − P: from the segment's first endpoint to the point; the point's colour. */
  '\\vu': '\\textcolor{#C8500A}{u}',
  /** w = Q − P: along the segment; the segment's colour. */
  '\\vw': '\\textcolor{#0072B2}{w}',
  /** b₁, b₂: a ray's projections along its direction; purple, as the ray figure's b bars. */
  '\\rb': '\\textcolor{#A54A85}{b}',
  /** c₁, c₂: a ray's projections across it (on its normal); orange, as the ray figure's c bars. */
  '\\rc': '\\textcolor{#B56D00}{c}',
  /** Liang–Barsky: the entering time, in the entering boundaries' blue (as in its figure). */
  '\\tEnter': '\\textcolor{#0072B2}{t_{\\text{enter}}}',
  /** Liang–Barsky: the leaving time, in the leaving boundaries' vermillion. */
  '\\tExit': '\\textcolor{#C8500A}{t_{\\text{exit}}}',
};
