/**
 * A vForm's state and actions, as signals: what the respondent typed, which page shows, the errors, the
 * outcome. The view (`components/vform.tsx`) only reads it; `mount()` creates one per host element.
 */
import { computed, signal } from '@preact/signals-core';
import {
  answerPath,
  checkAnswers,
  checkFile,
  createPublicVFormsClient,
  type PublicClient,
  type TPublicVFormTemplate,
  type TVFormSubmissionResult,
  vformFileRuleOf,
} from '@verity/client/public';
import { captureStepEventOf, captureStepUrl } from './capture-step.js';
import {
  captchaPayload,
  errorsFromServer,
  firstErrorPage,
  pagesOf,
  safeRedirect,
  solveCaptcha,
  trackingFrom,
} from './logic.js';

/** The widget's events, as `on` callbacks (camelCase) and as `verity:<kebab-case>` CustomEvents. */
export interface VFormEvents {
  ready: { formId: string };
  /** `page` counts from 1. */
  pageChange: { formId: string; page: number; pageCount: number };
  /** The response id only: never an answer. */
  submit: { formId: string; responseId: string };
  /** `code` is the error class name: NotFoundError, ValidationError, NetworkError... */
  error: { formId: string; code: string };
  close: { formId: string };
}
export type VFormEventName = keyof VFormEvents;
export type VFormEmit = <K extends VFormEventName>(type: K, detail: VFormEvents[K]) => void;

export interface VFormOptions {
  /** The template id. */
  formId: string;
  /** The API origin, e.g. `https://api.verity.africa`; '' (default) is the page's own origin. */
  origin?: string;
  /** Presets and the builder's preview: nothing is submitted, no access point, no captcha. */
  preview?: boolean;
  /**
   * A template to show as is, without fetching it (the builder's preview of a draft, which the public
   * view does not serve). Implies `preview`: nothing is submitted.
   */
  template?: TPublicVFormTemplate;
  /** A CSP nonce for the fallback `<style>` where constructable stylesheets are missing. */
  nonce?: string;
  /** Shows a Close button after submitting, which fires `close`. */
  closable?: boolean;
  /** 1 on the hosted page (the form title is the page's h1); default 2. */
  headingLevel?: 1 | 2;
  on?: { [K in VFormEventName]?: (detail: VFormEvents[K]) => void };
  /** A client of your own (tests, proxies); default `createPublicClient({ origin })`. */
  client?: Pick<PublicClient, 'vforms'>;
}

export type VFormState = 'loading' | 'failed' | 'closed' | 'form' | 'done';

/** An identity capture in progress: the dialog showing the hosted capture page for one field. */
export interface CaptureStep {
  fieldId: string;
  captureId: string;
  /** The page to load: the session's URL with this page's origin in its fragment. */
  url: string;
  /** The page runs in a window of its own (the camera was not allowed in the dialog's frame). */
  inWindow: boolean;
  /** The page reported `captured`: the field has its answer. */
  done: boolean;
}

const hasWindow = () => typeof window !== 'undefined';

/** A user-facing message for any error: the API's own, or a plain one when the API was not reached. */
function messageOf(error: unknown): string {
  const e = error as { status?: number; message?: string };
  return e?.status
    ? (e.message ?? '')
    : 'We could not reach the server. Check your connection and try again.';
}

export function createVForm(options: VFormOptions, emit: VFormEmit = () => {}) {
  const { formId } = options;
  const preview = options.preview || options.template !== undefined;
  const client = options.client ?? createPublicVFormsClient({ origin: options.origin ?? '' });
  const tpl = signal<TPublicVFormTemplate | null>(null);
  const state = signal<VFormState>('loading');
  const page = signal(0);
  const answers = signal<Record<string, unknown>>({});
  const errors = signal<Record<string, string>>({});
  const alert = signal('');
  const notice = signal('');
  const busy = signal(false);
  const result = signal<TVFormSubmissionResult | null>(null);
  const capture = signal<CaptureStep | null>(null);
  /** Where the capture page runs: the dialog's iframe, or the window opened instead. */
  let captureWindow: Window | null = null;
  let stopListening = () => {};
  const pages = computed(() => (tpl.value ? pagesOf(tpl.value) : []));
  const started = Date.now();
  let accessId: string | undefined;
  let captcha: Promise<string | undefined> = Promise.resolve(undefined);
  /** The shadow root (or element) the view renders into, for focus moves; set by mount(). */
  let root: ParentNode | null = null;

  const focus = (selector: string) =>
    setTimeout(() => (root?.querySelector(selector) as HTMLElement | null)?.focus());

  const fail = (error: unknown) => {
    emit('error', { formId, code: (error as Error)?.name || 'Error' });
    return messageOf(error);
  };

  const startCaptcha = () => {
    captcha = client.vforms
      .captcha(formId)
      .then(async ({ data }) => {
        const n = await solveCaptcha(data);
        return n === null ? undefined : captchaPayload(data, n);
      })
      .catch(() => undefined);
  };

  /** Shows problems in place, on the page holding the first one, and announces them. */
  const show = (problems: Record<string, string>) => {
    errors.value = problems;
    const messages = Object.values(problems);
    const at = firstErrorPage(pages.value, problems);
    if (at >= 0 && at !== page.value) go(at, false);
    alert.value = `${messages.length} ${messages.length === 1 ? 'answer needs' : 'answers need'} attention. ${messages[0]}`;
    focus('[aria-invalid=true]');
  };

  function go(index: number, moveFocus = true) {
    page.value = index;
    emit('pageChange', { formId, page: index + 1, pageCount: pages.value.length });
    if (moveFocus) focus('.ph');
  }

  const vform = {
    formId,
    options,
    tpl,
    state,
    page,
    pages,
    answers,
    errors,
    alert,
    notice,
    busy,
    result,
    capture,
    attach(node: ParentNode | null) {
      root = node;
    },

    /**
     * The respondent pressed the identity capture field's button: a capture session from the server, its
     * page in the dialog, and a listener for the page's events. The preview starts nothing.
     */
    async startCapture(fieldId: string) {
      if (busy.value) return;
      if (preview) {
        notice.value = 'The identity check runs on the published form.';
        return;
      }
      busy.value = true;
      try {
        const { data } = await client.vforms.startCapture(formId, { fieldId });
        const { origin } = new URL(data.url);
        stopListening();
        const onMessage = (message: MessageEvent) => {
          const event = captureStepEventOf(message, {
            origin,
            window: captureWindow,
            captureId: data.captureId,
          });
          const step = capture.value;
          if (!event || !step) return;
          if (event.type === 'captured') {
            vform.set(fieldId, '', { captureId: event.captureId });
            capture.value = { ...step, done: true };
            notice.value = '✓ Identity check done';
          } else vform.closeCapture();
        };
        window.addEventListener('message', onMessage);
        stopListening = () => window.removeEventListener('message', onMessage);
        capture.value = {
          fieldId,
          captureId: data.captureId,
          url: captureStepUrl(data.url, location.origin),
          inWindow: false,
          done: false,
        };
      } catch (error) {
        errors.value = { ...errors.value, [fieldId]: fail(error) };
      } finally {
        busy.value = false;
      }
    },

    /** The dialog's iframe, for telling its messages from anyone else's. */
    captureFrame(frame: HTMLIFrameElement | null) {
      // The frame going away (the page moved to a window) leaves the window in charge.
      if (frame) captureWindow = frame.contentWindow;
    },

    /** Runs the capture page in a window of its own: where the host page keeps the camera from frames. */
    openCaptureWindow() {
      const step = capture.value;
      if (!step) return;
      const opened = window.open(step.url, '_blank');
      if (opened) {
        captureWindow = opened;
        capture.value = { ...step, inWindow: true };
      }
    },

    /** Closes the dialog (Close, Continue, Escape, or the page's Cancel); focus goes back to the field. */
    closeCapture() {
      const step = capture.value;
      if (!step) return;
      stopListening();
      if (step.inWindow) captureWindow?.close();
      captureWindow = null;
      capture.value = null;
      focus(`#cap-${step.fieldId}`);
    },

    /** Shows `template` (what `view` answered), starts the access point and the captcha. */
    init(template: TPublicVFormTemplate) {
      tpl.value = template;
      // On the hosted page the form is the document: name the tab after it.
      if (options.headingLevel === 1 && typeof document !== 'undefined') document.title = template.title;
      state.value = template.availability.open || preview ? 'form' : 'closed';
      if (state.value === 'form' && !preview) {
        client.vforms
          .createAccessPoint({ templateId: formId, businessId: template.businessId ?? undefined })
          .then(({ data }) => {
            accessId = data.id;
          })
          .catch(() => {});
        if (template.allowCaptcha) startCaptcha();
      }
      emit('ready', { formId });
    },

    async load() {
      try {
        vform.init(options.template ?? (await client.vforms.view(formId)).data);
      } catch (error) {
        state.value = 'failed';
        alert.value = fail(error);
      }
    },

    set(fieldId: string, part: string, value: unknown) {
      const current = answers.value;
      answers.value = {
        ...current,
        [fieldId]: part ? { ...(current[fieldId] as object), [part]: value } : value,
      };
      const path = answerPath(fieldId, part);
      if (errors.value[path] || errors.value[fieldId]) {
        const { [path]: _a, [fieldId]: _b, ...rest } = errors.value;
        errors.value = rest;
      }
    },

    async upload(fieldId: string, part: string, file: File | undefined, label: string) {
      if (!file) return vform.set(fieldId, part, undefined);
      const field = pages.value.flatMap((p) => p.fields).find((candidate) => candidate.id === fieldId);
      const rule = field ? vformFileRuleOf(field, part) : null;
      const problem = checkFile(file, label.toLowerCase(), rule ?? {});
      const path = answerPath(fieldId, part);
      if (problem) {
        errors.value = { ...errors.value, [path]: problem };
        return;
      }
      notice.value = `Uploading ${file.name}…`;
      try {
        const { data } = preview
          ? { data: { id: 'preview', name: file.name } }
          : await client.vforms.upload(
              formId,
              { fieldId, ...(part === 'photo' ? { part } : {}) },
              { blob: file, name: file.name },
            );
        vform.set(fieldId, part, { id: data.id, name: data.name });
        notice.value = `${data.name} uploaded`;
      } catch (error) {
        notice.value = '';
        errors.value = { ...errors.value, [path]: fail(error) };
      }
    },

    /** Checks this page's answers, then moves on. */
    next() {
      const fields = pages.value[page.value]?.fields ?? [];
      const mine = Object.fromEntries(fields.map((field) => [field.id, answers.value[field.id]]));
      const { problems } = checkAnswers(fields, mine);
      if (Object.keys(problems).length) return show(problems);
      errors.value = {};
      alert.value = '';
      go(page.value + 1);
    },

    back() {
      go(page.value - 1);
    },

    async submit() {
      const template = tpl.value;
      if (busy.value || !template) return;
      const { values, problems } = checkAnswers(
        pages.value.flatMap((p) => p.fields),
        answers.value,
      );
      if (Object.keys(problems).length) return show(problems);
      errors.value = {};
      alert.value = '';
      if (preview) {
        result.value = {
          id: '',
          status: 'completed',
          verifications: [],
          confirmation: template.confirmation,
          redirectToWebsite: null,
        };
        state.value = 'done';
        return focus('.ph');
      }
      busy.value = true;
      notice.value = 'Submitting…';
      try {
        const { data } = await client.vforms.submit(
          formId,
          {
            fields: values,
            startTimeInMilliSeconds: started,
            accessId,
            captcha: await captcha,
            tracking: template.tracking?.enabled
              ? trackingFrom(location.search, document.referrer)
              : undefined,
          },
          { idempotencyKey: crypto.randomUUID?.() },
        );
        notice.value = 'Submitted';
        emit('submit', { formId, responseId: data.id });
        const to = hasWindow() ? safeRedirect(data.redirectToWebsite, location.href) : null;
        if (to) return location.assign(to);
        result.value = data;
        state.value = 'done';
        focus('.ph');
      } catch (error) {
        notice.value = '';
        const fromServer = errorsFromServer(
          (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {},
        );
        const message = fail(error);
        if (Object.keys(fromServer).length) show(fromServer);
        else alert.value = message;
        if (template.allowCaptcha) startCaptcha();
      } finally {
        busy.value = false;
      }
    },

    close() {
      emit('close', { formId });
    },
  };
  return vform;
}

export type VFormController = ReturnType<typeof createVForm>;
