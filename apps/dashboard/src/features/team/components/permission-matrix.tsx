/**
 * A role's permissions as a matrix grouped by module, each with what it lets a person do. A permission the
 * editor does not hold is shown but cannot be ticked: nobody gives more than they have.
 */
import type { TPermissionInfo } from '@verity/client';

export interface PermissionMatrixProps {
  catalogue: readonly TPermissionInfo[];
  chosen: readonly string[];
  /** What the editor may grant; undefined when the matrix is read only. */
  grantable?: ReadonlySet<string> | undefined;
  onChange(next: string[]): void;
  error?: string | undefined;
}

export function PermissionMatrix({ catalogue, chosen, grantable, onChange, error }: PermissionMatrixProps) {
  const groups = [...new Set(catalogue.map((item) => item.group))];
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-semibold">{group}</legend>
          <ul className="flex flex-col gap-2">
            {catalogue
              .filter((item) => item.group === group)
              .map((item) => {
                const locked = !grantable?.has(item.permission);
                return (
                  <li key={item.permission}>
                    <label className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        className="mt-1 h-4 w-4"
                        checked={chosen.includes(item.permission)}
                        disabled={locked}
                        onChange={(event) =>
                          onChange(
                            event.target.checked
                              ? [...chosen, item.permission]
                              : chosen.filter((held) => held !== item.permission),
                          )
                        }
                      />
                      <span className="flex flex-col">
                        <span className="font-medium">{item.label}</span>
                        <span className="text-muted text-sm">
                          {item.description}
                          {grantable && locked ? ' (you do not hold this permission)' : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
          </ul>
        </fieldset>
      ))}
      {error && (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
