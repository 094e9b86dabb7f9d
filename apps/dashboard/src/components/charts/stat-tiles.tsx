import type { ReactNode } from 'react';

export interface StatTile {
  label: string;
  value: string;
  /** A line under the value: a breakdown, what the number means. */
  note?: ReactNode;
}

/** Headline numbers as a definition list of tiles, in a region named `label`. */
export function StatTiles({ tiles, label }: { tiles: readonly StatTile[]; label: string }) {
  return (
    <section aria-label={label}>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4"
          >
            <dt className="text-muted text-sm">{tile.label}</dt>
            <dd className="font-semibold text-2xl tabular-nums">{tile.value}</dd>
            {tile.note && <dd className="text-muted text-xs">{tile.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
