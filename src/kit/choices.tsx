/**
 * One choice among a few named options (which obstacle, which view) as radio buttons in a
 * fieldset, with room for controls that belong to the choice (toggles) after them.
 */
import { useId, type ReactNode } from 'react';

export type ChoiceGroupProps<C extends string> = {
  /** The question, as the fieldset's legend ("Against"). */
  readonly legend: string;
  /** Each option's words, in order. */
  readonly options: Readonly<Record<C, string>>;
  readonly value: C;
  readonly onChange: (value: C) => void;
  readonly className?: string;
  /** Controls shown after the options, inside the fieldset. */
  readonly children?: ReactNode;
};

export function ChoiceGroup<C extends string>(props: ChoiceGroupProps<C>) {
  const { legend, options, value, onChange, className, children } = props;
  const group = useId();
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {(Object.keys(options) as C[]).map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={group}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {options[option]}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
