/**
 * The vForm view: header (banner, logo, title, description), progress, the current page's fields, Back /
 * Next / Submit, then the confirmation. It reads a controller (`createVForm`) and renders nothing it does not
 * find there, so it renders the same in Node (preact-render-to-string) as in the browser.
 */
import type { TPublicVFormTemplate } from '@verity/client/public';
import type { VFormController } from '../vform/controller.js';
import { navOf, progressOf, readable } from '../vform/logic.js';
import { StatusMessage } from './status-message.js';
import { VFormField, vars } from './vform-field.js';

type Heading = 'h1' | 'h2' | 'h3';

function absolute(link: string, origin: string | undefined): string {
  try {
    return new URL(link, origin || document.baseURI).href;
  } catch {
    return link;
  }
}

function Header({ t, c, H }: { t: TPublicVFormTemplate; c: VFormController; H: Heading }) {
  const origin = c.options.origin;
  return (
    <>
      {t.banner && <img class="banner" src={absolute(t.banner, origin)} alt="" />}
      {t.logo && (
        <div class="lw">
          <img class={`logo ${t.logoShape}`} src={absolute(t.logo, origin)} alt="" />
        </div>
      )}
      <H id="vf-title" class="title">
        {t.title}
      </H>
      {t.description && <p class="desc">{t.description}</p>}
    </>
  );
}

function Progress({ c, t }: { c: VFormController; t: TPublicVFormTemplate }) {
  const p = t.pagination;
  const pages = c.pages.value;
  const i = c.page.value;
  const n = pages.length;
  const pct = progressOf(i, n);
  const steps = p.type === 'steps';
  const title = pages[i]?.title;
  return (
    <div
      class="prog"
      ref={vars({
        'highlight-color': p.highlightColor,
        'progress-background': p.backgroundColor,
        'progress-text': readable(p.textColor, t.backgroundColor),
      })}
    >
      <div
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={steps ? 1 : 0}
        aria-valuemax={steps ? n : 100}
        aria-valuenow={steps ? i + 1 : pct}
        aria-valuetext={steps ? `Step ${i + 1} of ${n}${title ? `: ${title}` : ''}` : `${pct}%`}
        class={steps ? 'steps' : 'bar'}
        ref={vars({ progress: `${pct}%` })}
      >
        {steps ? (
          pages.map((page, k) => (
            <span class={k <= i ? 'on' : undefined}>
              {p.showPageTitlesInProgressBar && page.title ? page.title : k + 1}
            </span>
          ))
        ) : (
          <div />
        )}
      </div>
      {(!steps || !p.hidePageNumber) && (
        <p>
          {steps ? '' : `${pct}% `}
          {p.hidePageNumber ? '' : `Page ${i + 1} of ${n}`}
        </p>
      )}
    </div>
  );
}

function Page({ c, t, H }: { c: VFormController; t: TPublicVFormTemplate; H: Heading }) {
  const pages = c.pages.value;
  const i = c.page.value;
  const page = pages[i];
  const n = pages.length;
  const nav = navOf(pages, i);
  const busy = c.busy.value;
  if (!page) return null;
  return (
    <form
      noValidate
      aria-labelledby="vf-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (nav.next) c.next();
        else void c.submit();
      }}
    >
      {n > 1 && <Progress c={c} t={t} />}
      {n > 1 && (
        <H class={page.title ? 'ph' : 'ph vh'} tabIndex={-1}>
          {page.title || `Page ${i + 1} of ${n}`}
        </H>
      )}
      {page.fields.map((f) => (
        <VFormField key={f.id} c={c} f={f} />
      ))}
      <div class="nav">
        {nav.back && (
          <button type="button" class="back" onClick={c.back}>
            {nav.back}
          </button>
        )}
        {nav.next ? (
          <button
            type="submit"
            class="go"
            ref={vars({
              'button-color': nav.nextBrk?.buttonColor,
              'button-label-color': readable(nav.nextBrk?.buttonLabelColor, nav.nextBrk?.buttonColor),
            })}
          >
            {nav.next}
          </button>
        ) : (
          <button type="submit" class="go submit" disabled={busy}>
            {busy ? 'Submitting…' : 'Submit'}
          </button>
        )}
      </div>
    </form>
  );
}

function Done({ c, H }: { c: VFormController; H: Heading }) {
  const r = c.result.value;
  if (!r) return null;
  const labels = Object.fromEntries((c.tpl.value?.fields ?? []).map((f) => [f.id, f.label]));
  // Only a form that chose to tell respondents shows the outcome: by default a stranger must not learn
  // which number passed, whatever the server sent.
  const shown = r.confirmation.showVerificationResult ? (r.verifications ?? []) : [];
  return (
    <div>
      <H class="ph" tabIndex={-1}>
        {r.confirmation.title}
      </H>
      <p>{r.confirmation.message}</p>
      {shown.length > 0 && (
        <ul>
          {shown.map((v) => (
            <li key={v.fieldId}>
              {labels[v.fieldId] ?? 'Verification'}: {v.verified ? 'Verified' : 'Not verified'}
            </li>
          ))}
        </ul>
      )}
      {c.options.closable && (
        <button type="button" onClick={c.close}>
          Close
        </button>
      )}
    </div>
  );
}

/** The whole form for one controller. */
export function VForm({ c }: { c: VFormController }) {
  const t = c.tpl.value;
  const state = c.state.value;
  const level = c.options.headingLevel ?? 2;
  const H = `h${level}` as Heading;
  const H2 = `h${level + 1}` as Heading;
  return (
    <div
      class="vf"
      ref={
        t
          ? vars({
              background: t.backgroundColor,
              'title-color': readable(t.titleColor, t.backgroundColor),
              'submit-color': t.submitButtonColor,
              'submit-label-color': readable(t.submitButtonLabelColor, t.submitButtonColor),
              'title-align': t.titleAlignment,
              'description-align': t.descriptionAlignment,
              'logo-align': t.logoAlignment,
            })
          : undefined
      }
    >
      {t && <Header t={t} c={c} H={H} />}
      {state === 'loading' && <p>Loading the form…</p>}
      {state === 'closed' && (
        <p>{t?.availability.message || 'This form is not taking responses right now.'}</p>
      )}
      {state === 'form' && t && <Page c={c} t={t} H={H2} />}
      {state === 'done' && <Done c={c} H={H2} />}
      <StatusMessage message={c.notice.value} />
      <StatusMessage message={c.alert.value} tone="error" />
    </div>
  );
}
