/** The builder's left panels, one route each: /v-forms/{id}/edit/add-fields | field-settings | form-settings. */
import clsx from 'clsx';
import { Link } from 'wouter';

export const builderPanels = [
  { id: 'add-fields', label: 'Add fields' },
  { id: 'field-settings', label: 'Field settings' },
  { id: 'form-settings', label: 'Form settings' },
] as const;
export type BuilderPanel = (typeof builderPanels)[number]['id'];

export function panelOf(segment: string | undefined): BuilderPanel {
  return builderPanels.find((panel) => panel.id === segment)?.id ?? 'add-fields';
}

export const panelPath = (templateId: string, panel: BuilderPanel) =>
  `/v-forms/${encodeURIComponent(templateId)}/edit/${panel}`;

export function PanelNav({ templateId, current }: { templateId: string; current: BuilderPanel }) {
  return (
    <nav aria-label="Builder panels">
      <ul className="flex gap-1 border-slate-200 border-b">
        {builderPanels.map((panel) => (
          <li key={panel.id}>
            <Link
              href={panelPath(templateId, panel.id)}
              aria-current={panel.id === current ? 'page' : undefined}
              className={clsx(
                '-mb-px block border-b-2 px-3 py-2 font-medium text-sm',
                panel.id === current
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {panel.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
