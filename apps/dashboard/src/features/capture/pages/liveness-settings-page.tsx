/**
 * /settings/liveness: the business's liveness settings (which checks run, the challenge's length, the
 * thresholds, attempts, how long images are kept, and the flow's branding) with a preview of the branded flow
 * as the person will see it. Everyone who runs checks may read them; changing them needs
 * business:settings:manage (the server checks again).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  captureRouteAddresses,
  type TLivenessSettings,
  type TLivenessSettingsRequest,
  ZLivenessSettingsRequest,
} from '@verity/client';
import { type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { QueryError } from '../../../components/query-error';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { handleError } from '../../../lib/handle-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useLivenessSettings, useSaveLivenessSettings } from '../api';

type Form = TLivenessSettings & { branding: { logoUrl: string | null } };

/** An empty logo field means no logo. */
const resolver: Resolver<Form> = (values, context, options) =>
  (zodResolver(ZLivenessSettingsRequest) as unknown as Resolver<Form>)(
    { ...values, branding: { ...values.branding, logoUrl: values.branding.logoUrl || null } },
    context,
    options,
  );

export default function LivenessSettingsPage() {
  useDocumentTitle('Liveness settings');
  const settings = useLivenessSettings();
  const failure = useQueryFailure(settings.error);
  if (settings.isError) return <QueryError message={failure} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return null;
  return <SettingsForm current={settings.data} />;
}

function SettingsForm({ current }: { current: TLivenessSettings }) {
  const canManage = useCanCall(captureRouteAddresses.updateSettings);
  const save = useSaveLivenessSettings();
  const form = useForm<Form>({ resolver, values: current });
  const { errors } = form.formState;
  const branding = useWatch({ control: form.control, name: 'branding' });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        branding: { ...values.branding, logoUrl: values.branding.logoUrl || null },
      } as TLivenessSettingsRequest,
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          if (error instanceof ApiError)
            for (const [field, text] of Object.entries(error.fieldErrors))
              form.setError(field as keyof Form, { message: text });
          handleError(error);
        },
      },
    ),
  );
  return (
    <form className="mx-auto flex max-w-4xl flex-col gap-6" onSubmit={submit} noValidate>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/settings" className="text-brand-700 underline">
          Settings
        </Link>
      </nav>
      <h1 className="font-semibold text-2xl">Liveness settings</h1>
      {!canManage && (
        <p className="text-muted">
          You can read these settings; changing them needs business settings permission.
        </p>
      )}
      <fieldset disabled={!canManage} className="flex flex-col gap-6">
        <SettingsCard title="Checks" description="What a capture session runs unless it says otherwise.">
          <div className="flex flex-col gap-2">
            {(
              [
                ['checks.document', 'Document capture and OCR'],
                ['checks.liveness', 'Liveness challenge'],
                ['checks.faceMatch', 'Face match between the selfie and the document'],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className="flex items-center gap-2">
                <input type="checkbox" {...form.register(name)} className="h-4 w-4" />
                {label}
              </label>
            ))}
          </div>
        </SettingsCard>
        <SettingsCard
          title="Challenge and thresholds"
          description="Scores run from 0.5 to 0.99; higher is stricter."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {numberFields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                hint={field.hint}
                type="number"
                step={field.step}
                {...form.register(field.name, { valueAsNumber: true })}
                error={form.getFieldState(field.name, form.formState).error?.message}
              />
            ))}
          </div>
        </SettingsCard>
        <SettingsCard title="Branding" description="How the capture flow looks to the person verified.">
          <div className="grid gap-6 md:grid-cols-2">
            <div className="flex flex-col gap-4">
              <TextField
                label="Primary colour"
                hint="Like #46B2C8"
                {...form.register('branding.primaryColor')}
                error={errors.branding?.primaryColor?.message}
              />
              <TextField
                label="Text colour"
                hint="Like #0F172A"
                {...form.register('branding.textColor')}
                error={errors.branding?.textColor?.message}
              />
              <TextField
                label="Logo URL"
                hint="An https:// address; leave empty for none"
                {...form.register('branding.logoUrl')}
                error={errors.branding?.logoUrl?.message}
              />
            </div>
            <FlowPreview branding={branding} />
          </div>
        </SettingsCard>
      </fieldset>
      {canManage && (
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      )}
    </form>
  );
}

interface NumberField {
  name: Path<Form>;
  label: string;
  hint?: string;
  step?: string;
}

const numberFields: readonly NumberField[] = [
  {
    name: 'challengeLength',
    label: 'Challenge length',
    hint: 'Actions asked for, 2 to 5 (one is always a blink)',
  },
  { name: 'maxAttempts', label: 'Attempts', hint: 'Per session, 1 to 5' },
  { name: 'imageRetentionDays', label: 'Keep images (days)', hint: '1 to 3650' },
  { name: 'thresholds.liveness', label: 'Liveness threshold', step: '0.01' },
  { name: 'thresholds.antiSpoof', label: 'Anti-spoofing threshold', step: '0.01' },
  { name: 'thresholds.faceMatch', label: 'Face match threshold', step: '0.01' },
];

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The first screen of the flow in the chosen colours; a colour not yet valid shows the saved default. */
function FlowPreview({ branding }: { branding: TLivenessSettings['branding'] }) {
  const primary = HEX.test(branding.primaryColor) ? branding.primaryColor : '#1F6FEB';
  const text = HEX.test(branding.textColor) ? branding.textColor : '#0F172A';
  return (
    <figure aria-label="Preview of the capture flow" className="rounded-lg border border-slate-200 p-4">
      <div
        className="flex flex-col items-center gap-3 rounded-md bg-white p-6 text-center"
        style={{ color: text }}
      >
        {branding.logoUrl ? (
          <img src={branding.logoUrl} alt="Your logo" className="h-8 object-contain" />
        ) : (
          <span className="font-semibold">Your logo</span>
        )}
        <p className="font-semibold text-lg">Let’s check it’s you</p>
        <p className="text-sm">Turn your head left, then blink, when asked.</p>
        <span className="rounded-md px-4 py-2 font-medium text-white" style={{ backgroundColor: primary }}>
          Start
        </span>
      </div>
      <figcaption className="mt-2 text-muted text-sm">Preview</figcaption>
    </figure>
  );
}
