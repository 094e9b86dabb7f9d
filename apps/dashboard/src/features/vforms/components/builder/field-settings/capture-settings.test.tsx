import type { TVFormCaptureSettings } from '@verity/client';
import { type ChangeEvent, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, type SelectFieldProps } from '../../../../../components/ui/select-field';
import { captureField } from '../../../lib/builder/builder-fixtures';
import type { FieldPatch } from '../../../lib/builder/builder-state';
import { CaptureSettings } from './capture-settings';

/** The selects the panel shows, as it hands them their props (the tests run without a DOM). */
function selectsIn(node: ReactNode): SelectFieldProps[] {
  if (Array.isArray(node)) return node.flatMap(selectsIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (node.type === SelectField) return [node.props as SelectFieldProps];
  return selectsIn(node.props.children);
}

/** The panel for a field capturing `capture`: what it shows, and the patches choosing an option sends. */
function panel(capture: TVFormCaptureSettings) {
  const patches: FieldPatch[] = [];
  const element = CaptureSettings({
    field: captureField('cap', capture),
    onChange: (patch) => patches.push(patch),
  });
  const choose = (label: string, value: string) => {
    const select = selectsIn(element).find((props) => props.label === label);
    if (!select) throw new Error(`The panel shows no "${label}"`);
    select.onChange?.({ target: { value } } as ChangeEvent<HTMLSelectElement>);
  };
  return { markup: renderToStaticMarkup(element), patches, choose };
}

const selected = (value: string, label: string) => `<option value="${value}" selected="">${label}</option>`;

describe('the identity capture settings', () => {
  it('shows what is captured and which document, each select labelled', () => {
    const { markup } = panel({ kind: 'document_and_liveness', documentType: 'passport' });
    expect(markup).toContain('<legend class="px-1 font-semibold text-ink text-sm">Identity capture</legend>');
    expect(markup).toMatch(/<label for="([^"]+)"[^>]*>What to capture<\/label><select id="\1"/);
    expect(markup).toMatch(/<label for="([^"]+)"[^>]*>Document type<\/label><select id="\1"/);
    expect(markup).toContain(selected('document_and_liveness', 'Document and liveness'));
    expect(markup).toContain(selected('passport', 'Passport'));
    for (const label of ['Document only', 'Liveness only', 'NIN', 'PVC', 'Drivers License'])
      expect(markup).toContain(`>${label}</option>`);
  });

  it('tells the owner who captures, who decides and what it costs', () => {
    const { markup } = panel({ kind: 'document_and_liveness', documentType: 'passport' });
    expect(markup).toContain(
      'The respondent photographs the document and takes a selfie challenge with their own device&#x27;s camera; Verity&#x27;s server makes the decision. A live form is charged per capture',
    );
    expect(panel({ kind: 'liveness', documentType: null }).markup).toContain(
      'The respondent takes a selfie challenge with',
    );
  });

  it('asks for no document type for a liveness check', () => {
    const { markup } = panel({ kind: 'liveness', documentType: null });
    expect(markup).toContain(selected('liveness', 'Liveness only'));
    expect(markup).not.toContain('Document type');
  });

  it('sends a liveness check with no document', () => {
    const { choose, patches } = panel({ kind: 'document_and_liveness', documentType: 'national_id' });
    choose('What to capture', 'liveness');
    expect(patches).toEqual([{ capture: { kind: 'liveness', documentType: null } }]);
  });

  it('sends a passport when a liveness check starts capturing a document', () => {
    const { choose, patches } = panel({ kind: 'liveness', documentType: null });
    choose('What to capture', 'document');
    expect(patches).toEqual([{ capture: { kind: 'document', documentType: 'passport' } }]);
  });

  it('sends the whole capture when the document type changes', () => {
    const { choose, patches } = panel({ kind: 'document', documentType: 'passport' });
    choose('Document type', 'voters_card');
    expect(patches).toEqual([{ capture: { kind: 'document', documentType: 'voters_card' } }]);
  });
});
