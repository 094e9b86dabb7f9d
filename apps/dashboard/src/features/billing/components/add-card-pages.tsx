/**
 * The Add Card dialog's two pages as it shows them: what is on each depends on the business's currency,
 * whether a card exists and the flow's state (lib/add-card-flow.ts). add-card-dialog.tsx runs the flow; these
 * only render it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TInitiateCardAddRequest } from '@verity/client';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import {
  type AddCardDetails,
  type AddCardEvent,
  type AddCardState,
  addCardDetailsSchema,
  asksForLabel,
  offersDefault,
} from '../lib/add-card-flow';

export interface DetailsPageProps {
  state: AddCardState;
  currency: string;
  hasCard: boolean;
  dispatch(event: AddCardEvent): void;
}

/**
 * Page 1: the default flag (once a card exists) and, for NGN, the Card Label; Continue starts the set-up. The
 * fields are react-hook-form's, checked by addCardDetailsSchema; each change is told to the flow too, which
 * sends its own state when it starts the set-up (and keeps it if the server sends the person back here).
 */
export function DetailsPage({ state, currency, hasCard, dispatch }: DetailsPageProps) {
  const checkboxId = useId();
  const context = { currency, hasCard };
  const form = useForm<AddCardDetails, unknown, TInitiateCardAddRequest>({
    resolver: zodResolver(addCardDetailsSchema(context)),
    defaultValues: { setAsDefault: state.setAsDefault, cardLabel: state.cardLabel },
  });
  const submit = form.handleSubmit(() => dispatch({ type: 'continue', context }));
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
      {offersDefault(hasCard) && (
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 accent-brand-600"
            {...form.register('setAsDefault', {
              onChange: (event) => dispatch({ type: 'setDefault', value: event.target.checked }),
            })}
          />
          <label htmlFor={checkboxId}>Set this card as a default payment method.</label>
        </div>
      )}
      {asksForLabel(currency) && (
        <TextField
          label="Card Label"
          placeholder="Enter Card Label"
          hint="The name displayed on the card; it must be unique"
          autoComplete="off"
          required
          error={form.formState.errors.cardLabel?.message ?? state.labelError ?? undefined}
          {...form.register('cardLabel', {
            onChange: (event) => dispatch({ type: 'setLabel', value: event.target.value }),
          })}
        />
      )}
      {state.error && <Alert tone="error">{state.error}</Alert>}
      <Button type="submit" block loading={state.phase === 'initiating'}>
        Continue
      </Button>
    </form>
  );
}

export interface CardFormPageProps {
  state: AddCardState;
  currency: string;
  /** The page itself, focused when it replaces page 1. */
  formRef?: Ref<HTMLFormElement>;
  /** Where the provider's forms mount: React renders these empty and never touches their content. */
  cardTarget?: Ref<HTMLDivElement>;
  addressTarget?: Ref<HTMLDivElement>;
  /** The card form's own complaint as the person types. */
  cardError: string | null;
  /** Submit: the provider confirms the card. */
  onConfirm(): Promise<void>;
  onRetry(): void;
}

/**
 * Page 2: 'Address Details' (USD only) and 'Card Details', where the provider's forms mount, Submit, and
 * the provider named in the footer. The containers stay in place whatever the state, so a re-render never
 * takes a mounted form away.
 *
 * react-hook-form drives the submit, but no field is registered: the card number, expiry and CVC (and a USD
 * card's address) are typed into the provider's own iframes (Stripe Elements), which the page cannot read,
 * so there is nothing for a schema to check here; the provider checks them on confirm and says what is wrong
 * (`cardError`, `state.error`).
 */
export function CardFormPage(props: CardFormPageProps) {
  const { state, currency } = props;
  const { phase } = state;
  const form = useForm();
  const submit = form.handleSubmit(() => props.onConfirm());
  return (
    <form
      ref={props.formRef}
      tabIndex={-1}
      className="flex flex-col gap-5 outline-none"
      onSubmit={submit}
      noValidate
    >
      {!asksForLabel(currency) && (
        <FormSection title="Address Details">
          <div ref={props.addressTarget} />
        </FormSection>
      )}
      <FormSection title="Card Details">
        <div ref={props.cardTarget} />
        <p aria-live="polite" className="text-red-600 text-xs empty:hidden">
          {props.cardError ?? ''}
        </p>
      </FormSection>
      {(phase === 'initiating' || phase === 'mounting') && <Spinner label="Loading the card form" />}
      {state.error && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{state.error}</span>
          {phase === 'idle' && (
            <Button variant="secondary" onClick={props.onRetry}>
              Try again
            </Button>
          )}
        </Alert>
      )}
      <Button type="submit" block disabled={phase !== 'ready'} loading={phase === 'confirming'}>
        Submit
      </Button>
      <p className="text-center text-muted text-xs">
        Powered By <span className="font-semibold text-ink">Stripe</span>
      </p>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold text-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}
