/**
 * One renderer per field type, sharing a single labelled input (`Input`) and a fieldset for composite
 * answers (`Group`). Every input has a label, groups have a legend, descriptions and errors are linked by
 * `aria-describedby`, invalid inputs carry `aria-invalid`. Colours go through CSSOM (`vars`), never `style=`.
 */
import { answerPath, certificateTypes, numberFormatFor, type TVFormField } from '@verity/client/public';
import type { ComponentChildren } from 'preact';
import type { VFormController } from '../vform/controller.js';
import { CaptureField } from './capture-field.js';

export interface FieldProps {
  c: VFormController;
  f: TVFormField;
}

type Value = Record<string, unknown> | undefined;

/** A ref that sets `--verity-<name>` custom properties through CSSOM (allowed by a strict CSP). */
export const vars =
  (values: Record<string, string | null | undefined>) =>
  (el: HTMLElement | null): void => {
    if (el)
      for (const name in values) {
        const value = values[name];
        if (value) el.style.setProperty(`--verity-${name}`, value);
        else el.style.removeProperty(`--verity-${name}`);
      }
  };

const idOf = (path: string) => `v-${path.replace('.', '-')}`;
export const join = (...ids: Array<string | false | null | undefined>) =>
  ids.filter(Boolean).join(' ') || undefined;

export function Req({ group }: { group?: boolean }) {
  return (
    <>
      <span class="req" aria-hidden="true">
        {' *'}
      </span>
      {group && <span class="vh"> (required)</span>}
    </>
  );
}

export const Hint = ({ f }: { f: TVFormField }) =>
  f.description ? (
    <p id={`d-${f.id}`} class="hint">
      {f.description}
    </p>
  ) : null;

export const Err = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p id={`e-${id}`} class="err">
      {message}
    </p>
  ) : null;

const fieldColors = (f: TVFormField) =>
  vars({
    'label-color': f.colors?.labelColor,
    'field-background': f.colors?.backgroundColor,
    'field-border': f.colors?.borderColor,
  });

interface InputProps extends FieldProps {
  /** A part of a composite answer ('' or absent: the field itself). */
  part?: string;
  label?: string;
  type?: string;
  req?: boolean;
  auto?: string;
  options?: ReadonlyArray<string | readonly [string, string]>;
}

/** A label, its input (text-like, textarea, select or file) and its error. */
export function Input({
  c,
  f,
  part = '',
  label = f.label,
  type = 'text',
  req = f.required,
  auto,
  options,
}: InputProps) {
  const path = answerPath(f.id, part);
  const id = idOf(path);
  const whole = c.answers.value[f.id];
  const value = part ? (whole as Value)?.[part] : whole;
  const error = c.errors.value[path];
  const props = {
    id,
    name: path,
    autocomplete: auto,
    'aria-required': req ? ('true' as const) : undefined,
    'aria-invalid': error || (part && c.errors.value[f.id]) ? ('true' as const) : undefined,
    'aria-describedby': join(!part && f.description && `d-${f.id}`, error && `e-${id}`),
    onInput: (event: Event) => c.set(f.id, part, (event.currentTarget as HTMLInputElement).value),
  };
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <div class="f" ref={part ? undefined : fieldColors(f)}>
      <label for={id}>
        {label}
        {req && <Req />}
      </label>
      {!part && <Hint f={f} />}
      {type === 'textarea' ? (
        <textarea {...props} value={text} placeholder={f.placeholder ?? undefined} />
      ) : type === 'select' ? (
        <select {...props} value={text}>
          <option value="">Select…</option>
          {options?.map((option) => {
            const [v, l] = typeof option === 'string' ? [option, option] : option;
            return <option value={v}>{l}</option>;
          })}
        </select>
      ) : type === 'file' ? (
        <>
          <input
            {...props}
            type="file"
            onInput={undefined}
            onChange={(event) => c.upload(f.id, part, event.currentTarget.files?.[0], label)}
          />
          {(value as Value)?.name ? <p class="hint">Uploaded: {String((value as Value)?.name)}</p> : null}
        </>
      ) : (
        <input
          {...props}
          type={type}
          value={text}
          step={type === 'number' ? 'any' : undefined}
          placeholder={f.placeholder ?? undefined}
        />
      )}
      <Err id={id} message={error} />
    </div>
  );
}

/** Options of the select-type parts. */
export const partOptions: Record<string, ReadonlyArray<readonly [string, string]>> = {
  gender: [
    ['female', 'Female'],
    ['male', 'Male'],
    ['other', 'Other'],
  ],
  type: certificateTypes.map((type) => [type.value, type.title] as const),
};

type Part = [key: string, label: string, type?: string, required?: boolean, autocomplete?: string];

/** A fieldset for a composite answer: a legend, the whole-field error, then one input per part. */
export function Group({
  c,
  f,
  parts,
  note,
  children,
}: FieldProps & { parts: Part[]; note?: string; children?: ComponentChildren }) {
  const id = idOf(f.id);
  const error = c.errors.value[f.id];
  return (
    <fieldset
      class="f"
      ref={fieldColors(f)}
      aria-describedby={join(f.description && `d-${f.id}`, error && `e-${id}`)}
    >
      <legend>
        {f.label}
        {f.required && <Req group />}
      </legend>
      <Hint f={f} />
      {note && <p class="hint">{note}</p>}
      <Err id={id} message={error} />
      {parts.map(([key, label, type, req, auto]) => (
        <Input
          key={key}
          c={c}
          f={f}
          part={key}
          label={label}
          type={type}
          req={req}
          auto={auto}
          options={partOptions[key]}
        />
      ))}
      {children}
    </fieldset>
  );
}

/** Radio buttons and checkboxes: a fieldset whose legend is the question. */
function Choice({ c, f }: FieldProps) {
  const multi = f.type === 'checkboxes';
  const value = c.answers.value[f.id];
  const id = idOf(f.id);
  const error = c.errors.value[f.id];
  return (
    <fieldset
      class="f"
      ref={fieldColors(f)}
      aria-describedby={join(f.description && `d-${f.id}`, error && `e-${id}`)}
    >
      <legend>
        {f.label}
        {f.required && <Req group />}
      </legend>
      <Hint f={f} />
      {f.options.map((option, index) => {
        const list = (value as string[] | undefined) ?? [];
        return (
          <label class="opt" key={option}>
            <input
              id={index ? undefined : id}
              type={multi ? 'checkbox' : 'radio'}
              name={f.id}
              value={option}
              checked={multi ? list.includes(option) : value === option}
              aria-invalid={error ? 'true' : undefined}
              onChange={() =>
                c.set(
                  f.id,
                  '',
                  multi
                    ? list.includes(option)
                      ? list.filter((item) => item !== option)
                      : [...list, option]
                    : option,
                )
              }
            />
            {option}
          </label>
        );
      })}
      <Err id={id} message={error} />
    </fieldset>
  );
}

const COUNTRIES: Record<string, string> = { ng: 'Nigeria', gh: 'Ghana', ke: 'Kenya', za: 'South Africa' };

const PERSONAL: Record<string, [label: string, type?: string, autocomplete?: string]> = {
  middleName: ['Middle name', 'text', 'additional-name'],
  gender: ['Gender', 'select'],
  email: ['Email address', 'email', 'email'],
  mobile: ['Mobile number', 'tel', 'tel'],
  dateOfBirth: ['Date of birth', 'date', 'bday'],
  photo: ['Photo', 'file'],
};

/** The renderer for `f.type`. */
export function VFormField({ c, f }: FieldProps) {
  const r = f.required;
  switch (f.type) {
    case 'long-text':
      return <Input c={c} f={f} type="textarea" />;
    case 'email':
      return <Input c={c} f={f} type="email" auto="email" />;
    case 'phone':
      return <Input c={c} f={f} type="tel" auto="tel" />;
    case 'number':
    case 'date':
      return <Input c={c} f={f} type={f.type} />;
    case 'dropdown':
      return <Input c={c} f={f} type="select" options={f.options} />;
    case 'radio':
    case 'checkboxes':
      return <Choice c={c} f={f} />;
    case 'file-upload':
      return <Input c={c} f={f} type="file" />;
    case 'country-state':
      return (
        <Group
          c={c}
          f={f}
          parts={[
            ['country', 'Country', 'text', r, 'country-name'],
            ['state', 'State', 'text', r, 'address-level1'],
          ]}
        />
      );
    case 'address':
      return (
        <Group
          c={c}
          f={f}
          parts={[
            ['street', 'Street', 'text', r, 'street-address'],
            ['city', 'City', 'text', r, 'address-level2'],
            ['state', 'State', 'text', r, 'address-level1'],
            ['country', 'Country', 'text', r, 'country-name'],
            ['postalCode', 'Postal code', 'text', false, 'postal-code'],
          ]}
        />
      );
    case 'personal-information':
      return (
        <Group
          c={c}
          f={f}
          parts={[
            ['firstName', 'First name', 'text', r, 'given-name'],
            ['lastName', 'Last name', 'text', r, 'family-name'],
            ...f.customFields
              .filter((custom) => custom.show)
              .map(({ name, required }): Part => {
                const [label, type, auto] = PERSONAL[name] ?? [name];
                return [name, label, type, required, auto];
              }),
          ]}
        />
      );
    case 'business-information':
      return (
        <Group
          c={c}
          f={f}
          parts={[
            ['companyName', 'Company name', 'text', r, 'organization'],
            ['registrationNumber', 'Registration number', 'text', r],
          ]}
        />
      );
    case 'certificate':
      return (
        <Group
          c={c}
          f={f}
          parts={[
            ['type', 'Certificate type', 'select', r],
            ['number', 'Certificate number', 'text', r],
          ]}
        />
      );
    case 'identity-verification': {
      const rule = numberFormatFor(f.country ?? '', f.verificationType ?? '');
      const type = rule?.label ?? f.verificationType?.toUpperCase() ?? '';
      const consent = `${f.id}.isConsent`;
      const error = c.errors.value[consent];
      return (
        <Group
          c={c}
          f={f}
          parts={[['number', rule?.label ?? 'ID number', 'text', r]]}
          note={`${COUNTRIES[f.country ?? ''] ?? f.country ?? ''} · ${type}`}
        >
          {f.performVerification && (
            <div class="f">
              <label class="opt">
                <input
                  type="checkbox"
                  id={idOf(consent)}
                  checked={(c.answers.value[f.id] as Value)?.isConsent === true}
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error && `e-${idOf(consent)}`}
                  onChange={(event) => c.set(f.id, 'isConsent', event.currentTarget.checked || undefined)}
                />
                I agree to have this number verified
              </label>
              <Err id={idOf(consent)} message={error} />
            </div>
          )}
        </Group>
      );
    }
    case 'identity-capture':
      return <CaptureField c={c} f={f} />;
    default:
      return <Input c={c} f={f} />;
  }
}
