/** The check page: the kinds of check as links, the chosen one's form; a run check opens its result. */
import { useQueryClient } from '@tanstack/react-query';
import type { TAmlCheck } from '@verity/client';
import { useLocation } from 'wouter';
import { PageForm } from '../../../components/page-form';
import { PillNav } from '../../../components/pill-nav';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { businessScope } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { rememberAmlCheck } from '../api';
import { type CheckKind, checkForm, checkLabels } from '../lib/aml-forms';
import { AML_PATH, amlCheckPath, AML_CHECK_PATH as CHECK, domesticPepPath } from '../lib/aml-paths';
import { useAmlForm } from './aml-form';

const kinds = Object.entries(checkLabels) as Array<[CheckKind, readonly [string, string]]>;

export function AmlCheckScreen({ kind }: { kind?: CheckKind }) {
  const title = kind ? `New ${checkLabels[kind][0]} screening` : 'New screening check';
  useDocumentTitle(title);
  const items = kinds.map(([other, [label]]) => ({
    href: `${CHECK}/${other}`,
    label,
    current: other === kind,
  }));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
      <PillNav label="Kind of check" items={items} />
      <p className="text-muted">{kind ? checkLabels[kind][1] : 'Choose what to screen.'}</p>
      {kind && <CheckForm key={kind} kind={kind} />}
    </div>
  );
}

/** The call each kind of check makes; a fresh Idempotency-Key per submit, which the client's retries reuse. */
function runCheck(kind: CheckKind, body: object): Promise<{ data: TAmlCheck }> {
  const options = { idempotencyKey: newIdempotencyKey() };
  if (kind === 'individual' || kind === 'business') return api.aml.advanced(kind, body as never, options);
  return api.aml.check(kind === 'domestic-pep' ? 'domesticPep' : kind, body as never, options);
}

function CheckForm({ kind }: { kind: CheckKind }) {
  const { fields, schema, initial } = checkForm(kind);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useAmlForm(schema, initial);
  const submit = form.submit(async (body) => {
    const { data } = await runCheck(kind, body);
    rememberAmlCheck(queryClient, data);
    navigate(amlCheckPath(businessScope, data.id));
  });
  const cancelHref = kind === 'domestic-pep' ? domesticPepPath(businessScope) : AML_PATH;
  return (
    <PageForm
      onSubmit={submit}
      failure={form.failure}
      cancelHref={cancelHref}
      submitLabel="Run check"
      submitting={form.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">{form.inputs(fields)}</div>
    </PageForm>
  );
}
