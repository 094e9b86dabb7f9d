/**
 * /v-forms/:id/preset/preview: a preset as a respondent would see it, rendered by the real widget in
 * preview mode (nothing is submitted), with a way to start a form from it.
 */
import { mount } from '@verity/widgets';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { handleError } from '../../../lib/handle-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateForm, usePresets } from '../api/forms-api';
import { tabPath } from '../lib/form-lists';

export default function PresetPreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const presets = usePresets();
  const preset = presets.data?.find((candidate) => candidate.id === id);
  const title = preset ? `Preview: ${preset.title}` : 'Template preview';
  useDocumentTitle(title);
  const host = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const create = useCreateForm();

  useEffect(() => {
    if (!host.current || !id) return;
    const handle = mount(host.current, { formId: id, origin: '', preview: true, headingLevel: 2 });
    return () => handle.unmount();
  }, [id]);

  const use = () =>
    create.mutate(
      { kind: 'preset', presetVFormId: id },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          navigate(`/v-forms/${response.data.id}/edit`);
        },
        onError: handleError,
      },
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <TextLink href={tabPath('templates')} className="self-start">
        ← Back to templates
      </TextLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <Button loading={create.isPending} onClick={use}>
          Use template
        </Button>
      </div>
      <p className="text-muted text-sm">This is a preview: answers are not saved and nothing is verified.</p>
      <div ref={host} className="rounded-lg border border-slate-200 bg-white" />
    </div>
  );
}
