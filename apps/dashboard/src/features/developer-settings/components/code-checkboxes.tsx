import { useId } from 'react';

/** A group of checkboxes, one per code (a scope, an event), with the group's error under it. */
export function CodeCheckboxes<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange(next: T[]): void;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={chosen.includes(option)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, option] : chosen.filter((held) => held !== option))
            }
          />
          <span className="font-mono text-sm">{option}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
