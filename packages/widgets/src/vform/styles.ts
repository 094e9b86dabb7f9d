/**
 * The vForm's stylesheet, adopted into its shadow root (never `style=""`). Colours come from `--verity-*`
 * custom properties the view sets through CSSOM from the template's settings; the defaults are the form
 * defaults (VFORM_DEFAULTS). Default greys and the error red meet WCAG AA on white.
 */
export const VFORM_CSS =
  ':host{display:block}' +
  '.vf{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:var(--verity-background,#fff);padding:24px;max-width:680px;margin:auto}' +
  '.vf *{box-sizing:border-box}' +
  '.vf h1,.vf h2,.vf h3{margin:0 0 12px;line-height:1.25}' +
  '.title{color:var(--verity-title-color,#000);text-align:var(--verity-title-align,left)}' +
  '.desc{text-align:var(--verity-description-align,left);margin:0 0 20px}' +
  '.lw{text-align:var(--verity-logo-align,left)}' +
  '.logo{width:72px;height:72px;object-fit:cover}.circle{border-radius:50%}.rounded{border-radius:12px}' +
  '.banner{display:block;width:100%;max-height:220px;object-fit:cover;margin-bottom:20px}' +
  '.f{margin:0 0 20px;border:0;padding:0;min-width:0}' +
  '.f .f{margin-bottom:12px}' +
  'label,legend{display:block;font-weight:600;margin-bottom:4px;padding:0;color:var(--verity-label-color,inherit)}' +
  '.opt{display:flex;gap:8px;align-items:center;font-weight:400;margin:4px 0}' +
  'input,select,textarea{font:inherit;color:inherit;width:100%;padding:8px 10px;border:1px solid var(--verity-field-border,#767676);border-radius:6px;background:var(--verity-field-background,#fff)}' +
  '.opt input{width:auto}textarea{min-height:96px}' +
  ':focus-visible{outline:3px solid var(--verity-highlight-color,#0F808C);outline-offset:2px}' +
  '[aria-invalid=true]{border-color:#B3261E}' +
  '.err,.verity-status--error{color:#B3261E}.err{margin:4px 0 0}' +
  '.hint{color:#555;margin:0 0 6px}.req{color:#B3261E}' +
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.nav{display:flex;gap:12px;margin-top:24px}.nav .go{margin-left:auto}' +
  'button{font:inherit;font-weight:700;padding:10px 22px;border-radius:6px;cursor:pointer;border:2px solid var(--verity-button-color,#0F6E7A);background:var(--verity-button-color,#0F6E7A);color:var(--verity-button-label-color,#fff)}' +
  '.back{background:none;color:inherit}' +
  '.submit{border-color:var(--verity-submit-color,#46B2C8);background:var(--verity-submit-color,#46B2C8);color:var(--verity-submit-label-color,#000)}' +
  'button:disabled{opacity:.7;cursor:wait}' +
  '.prog{margin-bottom:20px;color:var(--verity-progress-text,inherit)}' +
  '.bar{height:10px;border-radius:5px;overflow:hidden;background:var(--verity-progress-background,#E6F2F3)}' +
  '.bar>div{height:100%;width:var(--verity-progress,0);background:var(--verity-highlight-color,#0F808C)}' +
  '.steps{display:flex;gap:6px}' +
  '.steps>span{flex:1;border-top:6px solid var(--verity-progress-background,#E6F2F3);padding-top:4px}' +
  '.steps>.on{border-color:var(--verity-highlight-color,#0F808C)}' +
  '.prog p{margin:4px 0 0}.ph{outline:none}' +
  '.cap{width:min(94vw,560px);height:min(94vh,860px);padding:0;border:0;border-radius:12px}' +
  '.cap::backdrop{background:#0008}.cap>*{margin:12px 16px}' +
  '.cap iframe{margin:0;width:100%;height:calc(100% - 80px);border:0}';
