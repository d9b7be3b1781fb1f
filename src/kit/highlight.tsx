/**
 * Linked highlighting: a table whose rows light up together with parts of the scene (a wall and
 * its row of numbers, a slab and its interval). Hovering or focusing either side highlights both.
 * One `HighlightGroup` around the scene and the table holds which id is active; `Highlightable`
 * wraps a scene part, `HighlightTable` draws the rows. Only the parts whose state changes
 * re-render.
 */
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';

type HighlightState = {
  readonly active: string | null;
  readonly setActive: (id: string | null) => void;
};

const HighlightContext = createContext<HighlightState | null>(null);

export type HighlightGroupProps = {
  /** The scene and the table (anything between them may highlight too). */
  readonly children: ReactNode;
};

/** Holds the highlighted id for a scene and its table; put it around both. */
export function HighlightGroup({ children }: HighlightGroupProps) {
  const [active, setActive] = useState<string | null>(null);
  const value = useMemo(() => ({ active, setActive }), [active]);
  return <HighlightContext.Provider value={value}>{children}</HighlightContext.Provider>;
}

/**
 * Whether `id` is highlighted, and the event handlers that highlight it (pointer over, focus
 * inside) and clear it again. Outside a `HighlightGroup` nothing is ever highlighted.
 */
export function useHighlight(id: string) {
  const group = useContext(HighlightContext);
  const set = group?.setActive;
  const clear = () => set?.(null);
  return {
    highlighted: group?.active === id,
    handlers: {
      onPointerEnter: () => set?.(id),
      onPointerLeave: clear,
      onFocus: () => set?.(id),
      onBlur: (event: FocusEvent) => {
        // Focus moving to another element inside the same row or part keeps the highlight.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) clear();
      },
    },
  };
}

export type HighlightableProps = {
  /** The id shared with the table row. */
  readonly id: string;
  /** Accessible name, which makes the part a focusable image ("wall W1"); none keeps it decorative. */
  readonly label?: string | undefined;
  /** The scene part (shapes, handles). */
  readonly children: ReactNode;
};

/**
 * A scene part that highlights with its row. It takes the pointer (put it in the handle layer or
 * outside the decor layer); with a `label` it is also focusable, so keyboard readers reach it.
 */
export function Highlightable({ id, label, children }: HighlightableProps) {
  const { highlighted, handlers } = useHighlight(id);
  return (
    <g
      className={highlighted ? 'kit-highlightable is-highlighted' : 'kit-highlightable'}
      tabIndex={label === undefined ? undefined : 0}
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      {...handlers}
    >
      {children}
    </g>
  );
}

/** One row of a highlight table. */
export type HighlightRow = {
  /** The id shared with the scene part. */
  readonly id: string;
  /** The row's cells, first the row header. */
  readonly cells: readonly ReactNode[];
};

export type HighlightTableProps = {
  /** The table's caption (its accessible name). */
  readonly caption: string;
  /** Column headers. */
  readonly columns: readonly string[];
  /** The rows. */
  readonly rows: readonly HighlightRow[];
  /** Full width with tighter cells and smaller type: a table of many columns in a wide panel. */
  readonly dense?: boolean;
};

/** One row, highlighted with its scene part. */
function Row({ row }: { readonly row: HighlightRow }) {
  const { highlighted, handlers } = useHighlight(row.id);
  const [head, ...rest] = row.cells;
  return (
    <tr className={highlighted ? 'is-highlighted' : undefined} tabIndex={0} {...handlers}>
      <th scope="row">{head}</th>
      {rest.map((cell, index) => (
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
}

/** A table of numbers whose rows highlight with their scene parts (and focus with Tab). */
export function HighlightTable({ caption, columns, rows, dense = false }: HighlightTableProps) {
  return (
    <table className={dense ? 'kit-table is-dense' : 'kit-table'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </tbody>
    </table>
  );
}
