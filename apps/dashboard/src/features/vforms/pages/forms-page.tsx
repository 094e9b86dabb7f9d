/**
 * /v-forms and /v-forms/forms/:tab: the Workflow Builder page. The tab is the route (published, saved,
 * templates, settings, and archived so an archived form can be found); /v-forms shows Published. 'Create
 * form' opens the create modal from every tab.
 */
import clsx from 'clsx';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormListSync } from '../api/forms-api';
import { CreateFormModal } from '../components/forms/create-form-modal';
import { FormsList } from '../components/forms/forms-list';
import { PresetsGallery } from '../components/forms/presets-gallery';
import { ThemeSettings } from '../components/forms/theme-settings-form';
import { formTabs, isListTab, readTab, tabPath } from '../lib/form-lists';

export default function FormsPage() {
  const tab = readTab(useParams<{ tab?: string }>().tab);
  const label = formTabs.find((candidate) => candidate.id === tab)?.label ?? 'Published';
  useDocumentTitle(`${label} · Workflow Builder`);
  useFormListSync();
  const [creating, setCreating] = useState(false);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">Workflow Builder</h1>
        <Button onClick={() => setCreating(true)}>Create form</Button>
      </div>
      <nav aria-label="Forms" className="border-slate-200 border-b">
        <ul className="-mb-px flex flex-wrap gap-1">
          {formTabs.map((candidate) => (
            <li key={candidate.id}>
              <Link
                href={tabPath(candidate.id)}
                aria-current={candidate.id === tab ? 'page' : undefined}
                className={clsx(
                  'inline-block border-b-2 px-4 py-2 font-medium',
                  candidate.id === tab
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {candidate.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={label}>
        {isListTab(tab) ? (
          <FormsList key={tab} tab={tab} onCreate={() => setCreating(true)} />
        ) : tab === 'templates' ? (
          <PresetsGallery />
        ) : (
          <ThemeSettings />
        )}
      </section>
      {creating && <CreateFormModal open onClose={() => setCreating(false)} />}
    </div>
  );
}
