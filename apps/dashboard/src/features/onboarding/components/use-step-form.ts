/**
 * A step's form, as every activation step that saves one call builds it: react-hook-form with the API's own
 * schema, the server's field errors under the fields, and a submit that saves through the step's call and
 * hands the new profile on (saveStep). `frame` is what StepForm takes, so a step only writes its fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FormFailure, useFormFailure } from '../../../lib/use-form-failure';
import { type StepAnswer, saveStep, useProfileMutation } from '../api';
import type { StepFormProps } from './step-form';
import type { StepProps } from './step-props';

export interface StepFormOptions<Input extends FieldValues, Output> {
  /** The step's call: the form's checked values to the server, the new profile back. */
  call(businessId: string, body: Output): Promise<StepAnswer>;
  /** Read the session again with the answer: the step changes what the shell shows (name, logo). */
  session?: boolean;
  /** The fields the server's field errors may name. */
  fields: readonly Path<Input>[];
  /** The API's own schema for the step's body. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The save went through (after the step's last failure is cleared). */
  onSaved: StepProps['onSaved'];
}

export function useStepForm<Input extends FieldValues, Output>({
  call,
  session = false,
  fields,
  schema,
  defaultValues,
  onSaved,
}: StepFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const failure: FormFailure = useFormFailure(fields, form.setError);
  const save = useProfileMutation(call, { session });
  const frame: Pick<StepFormProps, 'pending' | 'failure' | 'onSubmit'> = {
    pending: save.isPending,
    failure: failure.message,
    onSubmit: form.handleSubmit(saveStep<Output>(save, failure, onSaved)),
  };
  return { form, errors: form.formState.errors, frame };
}
