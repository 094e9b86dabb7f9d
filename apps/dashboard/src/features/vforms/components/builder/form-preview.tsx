/**
 * The real widget (@verity/widgets), as respondents will see it. A draft is not served by the public view,
 * so the form is handed to the widget as a template; nothing is submitted in preview.
 */
import type { TPublicVFormTemplate } from '@verity/client';
import { mount } from '@verity/widgets';
import { useEffect, useRef } from 'react';

export interface FormPreviewProps {
  formId: string;
  /** The form to show as is; without it the widget fetches the published form. */
  template?: TPublicVFormTemplate;
}

export function FormPreview({ formId, template }: FormPreviewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const handle = mount(host.current, {
      formId,
      origin: '',
      preview: true,
      ...(template ? { template } : {}),
    });
    return () => handle.unmount();
  }, [formId, template]);
  return (
    <div ref={host} data-testid="form-preview" className="rounded-lg border border-slate-200 bg-white" />
  );
}
