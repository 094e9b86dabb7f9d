/**
 * A form's submit handler as react-hook-form's `handleSubmit(onValid)` makes it: the only kind a form frame
 * (FormDialog, FiltersForm) takes for its `<form onSubmit>`, so every submit is checked by the form's zod
 * schema first (app/form-idiom.test.ts holds the rule). A hand-rolled `(event) => void` does not fit.
 */
import type { BaseSyntheticEvent } from 'react';

export type FormSubmit = (event?: BaseSyntheticEvent) => Promise<unknown>;
