/**
 * Handles a reader can add and remove (several walls, several rays): pure list edits that respect
 * the figure's bounds, and a small control listing the items with an "Add" button and a "Remove"
 * button per item, so the whole list is editable from the keyboard. A handle in such a list also
 * takes Delete or Backspace (`onRemove` on `Handle` / `Movable`).
 */
import { useId } from 'react';

/** The list with `item` appended, unless it already holds `max` items. */
export function addItem<T>(items: readonly T[], item: T, max: number): readonly T[] {
  return items.length >= max ? items : [...items, item];
}

/** The list without the item at `index`, unless that would leave fewer than `min` (or the index is out of range). */
export function removeItem<T>(items: readonly T[], index: number, min = 0): readonly T[] {
  if (items.length <= min || index < 0 || index >= items.length) return items;
  return items.filter((_, i) => i !== index);
}

/** The list with the item at `index` replaced (the same list when nothing changed, so React skips a render). */
export function replaceItem<T>(items: readonly T[], index: number, item: T): readonly T[] {
  if (index < 0 || index >= items.length || Object.is(items[index], item)) return items;
  return items.map((old, i) => (i === index ? item : old));
}

export type ItemListProps = {
  /** What one item is called, for the buttons and the list's name ("wall" → "Add wall"). */
  readonly noun: string;
  /** Each item's visible and accessible name, in order ("W1 from (0, 0) to (4, 0)"). */
  readonly names: readonly string[];
  /** Fewest and most items the figure allows: the buttons are disabled at the bounds. */
  readonly min?: number | undefined;
  readonly max: number;
  /** Adds an item (the figure decides where it goes). */
  readonly onAdd: () => void;
  /** Removes the item at this index. */
  readonly onRemove: (index: number) => void;
};

/** The items as a list with "Add" and "Remove" buttons (plain HTML: reachable by Tab, announced as buttons). */
export function ItemList({ noun, names, min = 0, max, onAdd, onRemove }: ItemListProps) {
  const headingId = useId();
  return (
    <div className="kit-item-list">
      <p className="kit-item-list-name" id={headingId}>
        {names.length} {names.length === 1 ? noun : `${noun}s`}
      </p>
      <ul aria-labelledby={headingId}>
        {names.map((name, index) => (
          <li key={`${index}-${name}`}>
            <span>{name}</span>
            <button
              type="button"
              className="kit-button"
              onClick={() => onRemove(index)}
              disabled={names.length <= min}
              aria-label={`Remove ${name}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="kit-button" onClick={onAdd} disabled={names.length >= max}>
        Add {noun}
      </button>
    </div>
  );
}
