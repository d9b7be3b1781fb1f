/**
 * A row of number inputs for named numbers (coefficients a, b, c): one `NumberField` each, in a
 * group with an accessible name, and one `onChange(name, value)` for all of them.
 */
import { memo } from 'react';
import { NumberField } from './controls';
import { useKeyedCallbacks } from './figure/useKeyedCallbacks';

export type NumberFieldsProps<K extends string> = {
  /** Accessible name of the group (e.g. "Coefficients"). */
  readonly label: string;
  /** The fields' names, in order; each is its field's visible label. Keep the array constant. */
  readonly names: readonly K[];
  /** The current value of each. */
  readonly values: Readonly<Record<K, number>>;
  /** Called with a field's name and each valid number typed into it. */
  readonly onChange: (name: K, value: number) => void;
  /** Accepted magnitude (default 1e15). */
  readonly bound?: number;
};

function NumberFieldsOf<K extends string>({
  label,
  names,
  values,
  onChange,
  bound = 1e15,
}: NumberFieldsProps<K>) {
  // One stable setter per name: a field whose value did not change skips the render.
  const setters = useKeyedCallbacks(names, onChange);
  return (
    <div className="kit-number-fields" role="group" aria-label={label}>
      {names.map((name) => (
        <NumberField
          key={name}
          label={name}
          value={values[name]}
          bound={bound}
          onChange={setters[name]}
        />
      ))}
    </div>
  );
}

/** Memoised: give it a stable `onChange` and it re-renders only when a value changes. */
export const NumberFields = memo(NumberFieldsOf) as typeof NumberFieldsOf;
