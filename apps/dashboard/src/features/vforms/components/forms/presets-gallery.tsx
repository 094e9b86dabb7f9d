/** The Templates tab: the presets (title, description, field count), each to preview or to start from. */
import type { TVFormTemplateSummary } from '@verity/client';
import { useLocation } from 'wouter';
import { QueryError } from '../../../../components/query-error';
import { toast } from '../../../../components/toasts/toast-store';
import { Button } from '../../../../components/ui/button';
import { ButtonLink } from '../../../../components/ui/button-link';
import { Spinner } from '../../../../components/ui/spinner';
import { handleError } from '../../../../lib/handle-error';
import { useQueryFailure } from '../../../../lib/use-query-failure';
import { useCreateForm, usePresets } from '../../api/forms-api';

export function PresetsGallery() {
  const presets = usePresets();
  const failure = useQueryFailure(presets.error);
  if (presets.isError)
    return (
      <QueryError
        message={failure ?? 'The templates could not be loaded.'}
        onRetry={() => void presets.refetch()}
      />
    );
  if (presets.isPending) return <Spinner label="Loading templates" />;
  if (presets.data.length === 0)
    return (
      <p className="rounded-lg border border-slate-300 border-dashed bg-white px-4 py-12 text-center">
        No templates are available yet.
      </p>
    );
  return (
    <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {presets.data.map((preset) => (
        <PresetCard key={preset.id} preset={preset} />
      ))}
    </ul>
  );
}

function PresetCard({ preset }: { preset: TVFormTemplateSummary }) {
  const [, navigate] = useLocation();
  const create = useCreateForm();
  const use = () =>
    create.mutate(
      { kind: 'preset', presetVFormId: preset.id },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          navigate(`/v-forms/${response.data.id}/edit`);
        },
        onError: handleError,
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-base">{preset.title}</h3>
      {preset.description && <p className="text-muted text-sm">{preset.description}</p>}
      <p className="text-sm">
        {preset.fieldCount} {preset.fieldCount === 1 ? 'field' : 'fields'}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ButtonLink variant="secondary" href={`/v-forms/${preset.id}/preset/preview`}>
          Preview<span className="sr-only"> {preset.title}</span>
        </ButtonLink>
        <Button loading={create.isPending} onClick={use}>
          Use template<span className="sr-only"> {preset.title}</span>
        </Button>
      </div>
    </li>
  );
}
