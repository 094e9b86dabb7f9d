import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: ←/→ (wrapping), Home and End move between tabs; only the chosen panel is rendered. */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect(id: string): void;
}) {
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const current = tabs[index];

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 border-slate-200 border-b">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 font-medium',
              i === index
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
          {current.panel}
        </div>
      )}
    </div>
  );
}
