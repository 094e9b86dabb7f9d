import type { IdentityType } from '@verity/client';
import clsx from 'clsx';
import { useId } from 'react';

export interface TypePickerProps {
  types: readonly IdentityType[];
  value: string;
  onChange(value: string): void;
}

/** The verification types as radio cards: the short name is the radio's name, the title describes it. */
export function TypePicker({ types, value, onChange }: TypePickerProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-medium">Verification type</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {types.map((type) => {
          const inputId = `${id}-${type.value}`;
          const checked = type.value === value;
          return (
            <label
              key={type.value}
              htmlFor={inputId}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3',
                checked
                  ? 'border-brand-600 ring-1 ring-brand-600'
                  : 'border-slate-200 hover:border-brand-500',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-type`}
                value={type.value}
                checked={checked}
                onChange={() => onChange(type.value)}
                // The card's label holds both texts; the short name alone names the radio, the title describes it.
                aria-labelledby={`${inputId}-name`}
                aria-describedby={`${inputId}-title`}
                className="mt-1 accent-brand-600"
              />
              <span className="flex flex-col">
                <span id={`${inputId}-name`} className="font-medium">
                  {type.name}
                </span>
                <span id={`${inputId}-title`} className="text-muted text-xs">
                  {type.title}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
