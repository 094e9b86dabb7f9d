import clsx from 'clsx';
import { useId } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

/** A small either/or as a row of radio buttons in a fieldset (Card or Bank transfer, Add or Deduct). */
export function ChoiceRadios<V extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-md border bg-white px-3 py-2',
                checked
                  ? 'border-brand-600 ring-1 ring-brand-600'
                  : 'border-slate-300 hover:border-brand-500',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="accent-brand-600"
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
