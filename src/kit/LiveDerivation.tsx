/**
 * A live derivation that never loads KaTeX in the browser: the math is typeset at build time with
 * numeric slots the figure fills in.
 *
 * A derivation is a list of rows laid out like an `aligned` environment (left-hand side, then the
 * right-hand side starting at the alignment column, which usually opens with `=`). A row is made of
 * parts:
 *
 * - `tex('…')`: a STATIC piece of TeX (no numbers in it), typeset into MathML on the server only
 *   (`src/markdown/typeset.ts`);
 * - `num('…')`, `op('…')`: live text (a formatted number, a `+`/`−` between terms) that React
 *   renders as plain text in the math font, so it follows the figure without KaTeX and screen
 *   readers read it as it is;
 * - `when(visible, parts)`: parts that only apply in some cases (shown or hidden, never omitted);
 * - `gap()`: a quad between two formulas of one row, and a place where a narrow screen wraps it;
 * - `brk()`: a place where a narrow screen may wrap a long formula (before a relation, as TeX
 *   does), with no space when it fits.
 *
 * How the static pieces reach the browser: on the server (`import.meta.env.SSR`, a build-time
 * constant, so the client bundle holds neither KaTeX nor its import) each piece is typeset into
 * the HTML, marked with its TeX source. In the browser, the first render of any derivation reads
 * every marked piece of the page back from the DOM into a module-level cache (keyed by the TeX),
 * and from then on every piece's HTML comes from that cache, so hydration matches and later states
 * reuse the same markup.
 *
 * THE CONTRACT: every static piece a derivation may ever show must be rendered on the server.
 * So a figure renders the same rows in every state and hides what does not apply — rows with
 * `visible: false`, parts inside `when(false, …)` — instead of leaving them out (hidden rows carry
 * the `hidden` attribute, so they are hidden from assistive technology too). `texPieces` lists
 * what a set of rows renders and `shownTexPieces` what it shows; the figures' unit tests check,
 * for every preset, that the pieces shown are among those rendered for the default state. A piece
 * missing from the cache anyway (a programming error) shows its TeX source as plain text.
 */
import { memo } from 'react';
import '../styles/math.css';
import type { typesetTex as TypesetTex } from '../markdown/typeset';

/** A static piece of TeX: the same string in every state (no numbers). */
export type TexPart = { readonly kind: 'tex'; readonly tex: string };
/** Live text in the math font: a number, or a sign between terms (`op`, spaced like a binary operator). */
export type TextPart = {
  readonly kind: 'num' | 'op';
  readonly text: string;
  /** Colour for a verdict mark (✓ hit, ✗ miss). */
  readonly tone?: 'hit' | 'miss';
};
/** Parts shown only when `visible` (rendered either way, hidden otherwise). */
export type WhenPart = {
  readonly kind: 'when';
  readonly visible: boolean;
  readonly parts: readonly InlinePart[];
};
/** A quad between two formulas on one row; a narrow screen may wrap the row there. */
export type GapPart = { readonly kind: 'gap' };
/** A place where a narrow screen may wrap a long formula; nothing when it fits. */
export type BreakPart = { readonly kind: 'brk' };
export type InlinePart = TexPart | TextPart | WhenPart;
export type DerivationPart = InlinePart | GapPart | BreakPart;

export type DerivationRow = {
  /** Stable React key of the row. */
  readonly key: string;
  /** Left of the alignment column (empty for a continuation line). */
  readonly lhs: readonly InlinePart[];
  /** From the alignment column on, usually starting with `tex('{} = …')`. */
  readonly rhs: readonly DerivationPart[];
  /** False hides the row (it is still rendered, so its pieces exist). Default true. */
  readonly visible?: boolean;
};

export const tex = (source: string): TexPart => ({ kind: 'tex', tex: source });
export const num = (text: string, tone?: TextPart['tone']): TextPart =>
  tone === undefined ? { kind: 'num', text } : { kind: 'num', text, tone };
export const op = (text: string): TextPart => ({ kind: 'op', text });
export const when = (visible: boolean, parts: readonly InlinePart[]): WhenPart => ({
  kind: 'when',
  visible,
  parts,
});
export const gap = (): GapPart => ({ kind: 'gap' });
export const brk = (): BreakPart => ({ kind: 'brk' });

/** The site's typesetter, on the server only: the client bundle holds neither it nor KaTeX. */
const typesetOnServer: typeof TypesetTex | null = import.meta.env.SSR
  ? (await import('../markdown/typeset')).typesetTex
  : null;

/** TeX source → typeset HTML (on the server: typeset once; in the browser: read from the page). */
const pieces = new Map<string, string>();

/** Reads every typeset piece of the page (the server's HTML, marked `data-tex`) into the cache. */
function capturePieces(): void {
  if (typeof document === 'undefined') return;
  for (const element of document.querySelectorAll('[data-tex]')) {
    const source = element.getAttribute('data-tex');
    if (source !== null && !pieces.has(source)) pieces.set(source, element.innerHTML);
  }
}

/** The HTML of a static piece, or null when the page never had it (see the contract above). */
function pieceHtml(source: string): string | null {
  let html = pieces.get(source);
  if (html === undefined && typesetOnServer !== null) {
    // An error in a piece shows as its TeX source in red rather than failing the page.
    html = typesetOnServer(source, { display: false, onError: 'show' });
    pieces.set(source, html);
  }
  if (html === undefined) {
    capturePieces();
    html = pieces.get(source);
  }
  return html ?? null;
}

const Piece = memo(function Piece({ source }: { readonly source: string }) {
  const html = pieceHtml(source);
  if (html === null) return <span className="kit-tex is-missing">{source}</span>;
  return <span className="kit-tex" data-tex={source} dangerouslySetInnerHTML={{ __html: html }} />;
});

function Inline({ parts }: { readonly parts: readonly InlinePart[] }) {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'tex':
        return <Piece key={index} source={part.tex} />;
      case 'num':
      case 'op':
        return (
          <span
            key={index}
            className={`kit-math-text${part.kind === 'op' ? ' is-op' : ''}${part.tone === undefined ? '' : ` is-${part.tone}`}`}
          >
            {part.text}
          </span>
        );
      case 'when':
        return (
          <span key={index} className="kit-deriv-when" hidden={!part.visible}>
            <Inline parts={part.parts} />
          </span>
        );
    }
  });
}

type Chunk = { parts: InlinePart[]; quadAfter: boolean };

/** Splits a right-hand side at its break points into pieces that each stay on one line. */
function chunks(parts: readonly DerivationPart[]): Chunk[] {
  const result: Chunk[] = [{ parts: [], quadAfter: false }];
  for (const part of parts) {
    const last = result[result.length - 1];
    if (last === undefined) break;
    if (part.kind === 'gap' || part.kind === 'brk') {
      last.quadAfter = part.kind === 'gap';
      result.push({ parts: [], quadAfter: false });
    } else {
      last.parts.push(part);
    }
  }
  return result;
}

function collect(parts: readonly DerivationPart[], shownOnly: boolean, into: Set<string>): void {
  for (const part of parts) {
    if (part.kind === 'tex') into.add(part.tex);
    else if (part.kind === 'when' && (part.visible || !shownOnly))
      collect(part.parts, shownOnly, into);
  }
}

/** Every static piece the rows render, hidden or not: what the server puts into the page. */
export function texPieces(rows: readonly DerivationRow[]): Set<string> {
  const into = new Set<string>();
  for (const row of rows) {
    collect(row.lhs, false, into);
    collect(row.rhs, false, into);
  }
  return into;
}

/** The static pieces the rows show (visible rows, visible parts): what must be in the cache. */
export function shownTexPieces(rows: readonly DerivationRow[]): Set<string> {
  const into = new Set<string>();
  for (const row of rows) {
    if (row.visible === false) continue;
    collect(row.lhs, true, into);
    collect(row.rhs, true, into);
  }
  return into;
}

/** Whether two lists of parts show the same thing (same kinds, sources, texts, tones, visibility). */
export function sameParts(a: readonly DerivationPart[], b: readonly DerivationPart[]): boolean {
  return (
    a.length === b.length &&
    a.every((part, index) => {
      const other = b[index];
      if (other === undefined || other.kind !== part.kind) return false;
      switch (part.kind) {
        case 'tex':
          return other.kind === 'tex' && other.tex === part.tex;
        case 'num':
        case 'op':
          return (
            (other.kind === 'num' || other.kind === 'op') &&
            other.text === part.text &&
            other.tone === part.tone
          );
        case 'when':
          return (
            other.kind === 'when' &&
            other.visible === part.visible &&
            sameParts(part.parts, other.parts)
          );
        case 'gap':
        case 'brk':
          return true;
      }
    })
  );
}

/** Whether a row renders exactly as another (a drag rebuilds every row; most read the same). */
export function sameRow(a: DerivationRow, b: DerivationRow): boolean {
  return (
    a.key === b.key &&
    (a.visible ?? true) === (b.visible ?? true) &&
    sameParts(a.lhs, b.lhs) &&
    sameParts(a.rhs, b.rhs)
  );
}

/** One row; skips the render when its parts read the same as last time. */
const Row = memo(
  function Row({ row }: { readonly row: DerivationRow }) {
    return (
      <div className="kit-deriv-row" hidden={row.visible === false}>
        <span className="kit-deriv-lhs">
          <Inline parts={row.lhs} />
        </span>
        <span className="kit-deriv-rhs">
          {chunks(row.rhs).map((chunk, index) => (
            <span
              key={index}
              className={chunk.quadAfter ? 'kit-deriv-chunk is-spaced' : 'kit-deriv-chunk'}
            >
              <Inline parts={chunk.parts} />
            </span>
          ))}
        </span>
      </div>
    );
  },
  (previous, next) => sameRow(previous.row, next.row),
);

export type LiveDerivationProps = {
  /** The rows, the same ones in every state (see the contract in the file's comment). */
  readonly rows: readonly DerivationRow[];
  /** Accessible name of the derivation. */
  readonly label: string;
  /** Extra class (e.g. for the font size). */
  readonly className?: string;
};

/**
 * The derivation: a two-column grid (lhs | = rhs) like an `aligned` environment. Memoised: a
 * figure that keeps its rows while something else changes (e.g. the time) skips it entirely.
 */
export const LiveDerivation = memo(function LiveDerivation({
  rows,
  label,
  className,
}: LiveDerivationProps) {
  return (
    <div
      className={className === undefined ? 'kit-deriv' : `kit-deriv ${className}`}
      role="group"
      aria-label={label}
    >
      {rows.map((row) => (
        <Row key={row.key} row={row} />
      ))}
    </div>
  );
});
