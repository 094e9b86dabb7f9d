import type { TIdentityPerson } from '@verity/client';
import { personRows } from '../../../lib/check-fields';

/** Every field the registry returned, labelled, beside the registry photo when there is one. */
export function PersonDetails({ person, name }: { person: TIdentityPerson; name: string }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {person.photo && (
        <img
          src={person.photo}
          alt={`${name}, as held on the registry record`}
          className="h-40 w-32 shrink-0 rounded-md border border-slate-200 object-cover"
        />
      )}
      <dl className="grid flex-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {personRows(person).map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="text-muted text-xs">{row.label}</dt>
            <dd className="break-words font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
