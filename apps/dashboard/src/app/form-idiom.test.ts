/**
 * One form idiom for every submit: a `<form>` with an `onSubmit` is react-hook-form's, its handler made by
 * `handleSubmit`, which runs only once the form's zod schema (zodResolver: the client's schema for the call,
 * or a small one in the feature's lib/) has passed, and puts the server's field errors under the fields
 * (lib/use-form-failure.ts). Checked from the source of every .tsx under src/ (tests aside):
 *
 * 1. A file that renders `<form … onSubmit={…}>` imports `useForm` from 'react-hook-form', or a form hook:
 *    an exported `use…` function of a file that imports `useForm` from 'react-hook-form' (or another form
 *    hook), such as components/filters-form.tsx's useFilterDraft or billing's useDialogForm.
 * 2. Or it is a form frame: its `<form>` passes on its own `onSubmit` prop (FormDialog, FiltersForm, an
 *    activation step's StepForm), and every file that renders the frame is a form file by rule 1.
 * 3. No `<form>`'s onSubmit is written inline (`onSubmit={(event) => …}`, `function`, `async`): that is what
 *    a hand-rolled submit looks like. handleSubmit's is named or called: `onSubmit={submit}`,
 *    `onSubmit={form.handleSubmit(save)}`, `onSubmit={submit(apply)}`.
 *
 * One named exception: the login page's forms use features/auth/lib/use-checked-field.ts (useCheckedField),
 * a one-field hook in react-hook-form's shape with the client's zod-free rules, so the login page carries
 * neither react-hook-form nor zod and stays in its size budget (README).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Hooks that stand for react-hook-form without importing it (see the header). */
const zodFreeFormHooks: ReadonlySet<string> = new Set(['useCheckedField']);

/** Source files by their path under src/, tests left out. */
function readSources(dir = src): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        files.set(relative(src, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** The names a file imports as values (not `import type`), by module. */
function valueImports(text: string): Array<{ name: string; from: string }> {
  const imports: Array<{ name: string; from: string }> = [];
  for (const [, typeOnly, names = '', from = ''] of text.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g,
  )) {
    if (typeOnly) continue;
    for (const specifier of names.split(',')) {
      const name = specifier.trim();
      if (name && !name.startsWith('type ')) imports.push({ name: name.split(/\s+as\s+/)[0] ?? name, from });
    }
  }
  return imports;
}

const importsUseForm = (text: string) =>
  valueImports(text).some(({ name, from }) => name === 'useForm' && from === 'react-hook-form');

const exportedHooks = (text: string) =>
  [...text.matchAll(/export\s+(?:function|const)\s+(use[A-Z]\w*)/g)].map(([, name = '']) => name);

/** The form hooks: exported hooks of files that import useForm, or another form hook (to a fixed point). */
function formHooks(files: Map<string, string>): Set<string> {
  const hooks = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const text of files.values()) {
      const isFormFile = importsUseForm(text) || valueImports(text).some(({ name }) => hooks.has(name));
      if (!isFormFile) continue;
      for (const hook of exportedHooks(text))
        if (!hooks.has(hook)) {
          hooks.add(hook);
          grew = true;
        }
    }
  }
  return hooks;
}

/** The text from `open` to its matching `}` (or to the end of the tag for `<`), strings skipped. */
function balanced(text: string, start: number, open: '{' | '<'): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '{') depth++;
    else if (char === '}') {
      depth--;
      if (open === '{' && depth === 0) return text.slice(start, index + 1);
    } else if (open === '<' && char === '>' && depth === 0 && text[index - 1] !== '=')
      return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** Each `<form>` element's onSubmit expression (what is between its braces). */
function formSubmits(text: string): string[] {
  const submits: string[] = [];
  for (const match of text.matchAll(/<form[\s>]/g)) {
    const tag = balanced(text, match.index, '<');
    const attribute = tag.search(/\bonSubmit=\{/);
    if (attribute < 0) continue;
    const expression = balanced(tag, tag.indexOf('{', attribute), '{');
    submits.push(expression.slice(1, -1).trim());
  }
  return submits;
}

const isInline = (expression: string) => /^(\(|async\b|function\b|[A-Za-z_$][\w$]*\s*=>)/.test(expression);
const isOwnProp = (expression: string) => /^(props\.)?onSubmit$/.test(expression);

/** What breaks the rule, one line per form or frame (none: every submit is react-hook-form's). */
function formIdiomProblems(files: Map<string, string>): string[] {
  const hooks = formHooks(files);
  const isFormFile = (text: string) =>
    importsUseForm(text) ||
    valueImports(text).some(({ name }) => hooks.has(name) || zodFreeFormHooks.has(name));
  const problems: string[] = [];
  for (const [path, text] of files) {
    if (!path.endsWith('.tsx')) continue;
    for (const expression of formSubmits(text)) {
      if (isInline(expression)) {
        problems.push(
          `${path}: onSubmit={${expression.split('\n')[0]}…} is written inline, not handleSubmit's`,
        );
        continue;
      }
      if (isFormFile(text)) continue;
      if (!isOwnProp(expression)) {
        problems.push(`${path}: onSubmit={${expression}} without react-hook-form (useForm or a form hook)`);
        continue;
      }
      // A frame: whoever renders it must hold the form.
      const components = [...text.matchAll(/export\s+function\s+([A-Z]\w*)/g)].map(([, name = '']) => name);
      const renderers = [...files].filter(
        ([other, body]) =>
          other !== path && components.some((name) => new RegExp(`<${name}[\\s>/]`).test(body)),
      );
      if (renderers.length === 0) problems.push(`${path}: a form frame that nothing renders`);
      for (const [renderer, body] of renderers)
        if (!isFormFile(body))
          problems.push(`${renderer}: renders the form frame of ${path} without react-hook-form`);
    }
  }
  return problems;
}

describe('one form idiom', () => {
  const files = readSources();

  it('every <form onSubmit> in the dashboard is react-hook-form’s handleSubmit', () => {
    expect(formIdiomProblems(files)).toEqual([]);
  });

  it('finds the form hooks that wrap react-hook-form, and sees the forms', () => {
    const hooks = formHooks(files);
    expect(hooks).toContain('useFilterDraft');
    expect(hooks).toContain('useDialogForm');
    expect(hooks).not.toContain('useCheckedField');
    const forms = [...files.values()].reduce((count, text) => count + formSubmits(text).length, 0);
    expect(forms).toBeGreaterThan(40);
  });

  it('flags a hand-rolled submit, an inline one, and a frame rendered by one', () => {
    const straggler = `
      import { useState } from 'react';
      export function NoteForm({ onSave }: { onSave(note: string): void }) {
        const [note, setNote] = useState('');
        return (
          <form onSubmit={(event) => { event.preventDefault(); onSave(note); }}>
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </form>
        );
      }`;
    const named = `
      import { type FormEvent, useState } from 'react';
      export function NameForm() {
        const [name, setName] = useState('');
        const submit = (event: FormEvent) => { event.preventDefault(); save(name); };
        return <form className="flex" onSubmit={submit}><input value={name} /></form>;
      }`;
    const inlineBeside = `
      import { useForm } from 'react-hook-form';
      export function TwoForms() {
        const form = useForm();
        return (<>
          <form onSubmit={form.handleSubmit(save)} />
          <form onSubmit={async (event) => { event.preventDefault(); }} />
        </>);
      }`;
    const frame = `
      import type { FormSubmit } from '../../../lib/form-submit';
      export function PlainFrame({ onSubmit }: { onSubmit: FormSubmit }) {
        return <form onSubmit={onSubmit}><button type="submit">Save</button></form>;
      }`;
    const frameUser = `
      import { PlainFrame } from './plain-frame';
      export function Uses() { return <PlainFrame onSubmit={async () => undefined} />; }`;
    const frameFormUser = `
      import { useForm } from 'react-hook-form';
      import { PlainFrame } from './plain-frame';
      export function Fine() { const form = useForm(); return <PlainFrame onSubmit={form.handleSubmit(save)} />; }`;
    const synthetic = new Map([
      ...files,
      ['features/demo/components/note-form.tsx', straggler],
      ['features/demo/components/name-form.tsx', named],
      ['features/demo/components/two-forms.tsx', inlineBeside],
      ['features/demo/components/plain-frame.tsx', frame],
      ['features/demo/components/uses.tsx', frameUser],
      ['features/demo/components/fine.tsx', frameFormUser],
    ]);
    expect(formIdiomProblems(synthetic)).toEqual([
      "features/demo/components/note-form.tsx: onSubmit={(event) => { event.preventDefault(); onSave(note); }…} is written inline, not handleSubmit's",
      'features/demo/components/name-form.tsx: onSubmit={submit} without react-hook-form (useForm or a form hook)',
      "features/demo/components/two-forms.tsx: onSubmit={async (event) => { event.preventDefault(); }…} is written inline, not handleSubmit's",
      'features/demo/components/uses.tsx: renders the form frame of features/demo/components/plain-frame.tsx without react-hook-form',
    ]);
  });
});
