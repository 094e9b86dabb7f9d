/** The progress bar of a form with several pages, and each page's title. */
import { type TVFormPagination, type TVFormSettings, vformPaginationTypes } from '@verity/client';
import { pageCount } from '../../../lib/builder/builder-state';
import { contrastHint } from '../../../lib/builder/colour-contrast';
import { useBuilder } from '../builder-context';
import { CheckboxField, ChoiceField, ColorField, DraftTextField, SettingsGroup } from '../controls';
import type { SetSettings } from './form-settings-panel';

const checkPageTitle = (text: string) =>
  text.trim().length > 120 ? 'The page title field should be not more than 120 characters' : undefined;

export function PaginationSettings({ settings, set }: { settings: TVFormSettings; set: SetSettings }) {
  const pages = useBuilder((store) => pageCount(store.state));
  const pagination = settings.pagination;
  const change = (patch: Partial<TVFormPagination>) => set({ pagination: { ...pagination, ...patch } });
  return (
    <SettingsGroup title="Pages and progress bar">
      <ChoiceField
        label="Progress shown as"
        value={pagination.type}
        values={vformPaginationTypes}
        names={{ percentage: 'Percentage', steps: 'Steps' }}
        onChange={(type) => change({ type })}
      />
      <CheckboxField
        label="Hide the page number"
        checked={pagination.hidePageNumber}
        onChange={(hidePageNumber) => change({ hidePageNumber })}
      />
      <CheckboxField
        label="Show page titles in the progress bar"
        checked={pagination.showPageTitlesInProgressBar}
        onChange={(showPageTitlesInProgressBar) => change({ showPageTitlesInProgressBar })}
      />
      <ColorField
        label="Progress highlight colour"
        value={pagination.highlightColor}
        onChange={(highlightColor) => change({ highlightColor })}
      />
      <ColorField
        label="Progress background colour"
        value={pagination.backgroundColor}
        onChange={(backgroundColor) => change({ backgroundColor })}
      />
      <ColorField
        label="Progress text colour"
        value={pagination.textColor}
        hint={contrastHint(pagination.textColor, settings.backgroundColor, 'the form background colour')}
        onChange={(textColor) => change({ textColor })}
      />
      {Array.from({ length: pages }, (_, index) => (
        <DraftTextField
          // biome-ignore lint/suspicious/noArrayIndexKey: a page is its index
          key={index}
          label={`Page ${index + 1} title`}
          hint={index > 0 ? "The page break's own title wins over this one." : undefined}
          value={pagination.pages[index] ?? ''}
          check={checkPageTitle}
          onCommit={(title) => {
            const titles = Array.from({ length: Math.max(pages, pagination.pages.length) }, (_, at) =>
              at === index ? title : (pagination.pages[at] ?? ''),
            );
            change({ pages: titles });
          }}
        />
      ))}
    </SettingsGroup>
  );
}
