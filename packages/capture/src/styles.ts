/**
 * The capture flow's stylesheet, adopted into its shadow root (never `style=""`, which a strict CSP blocks).
 * Brand colours arrive as `--verity-*` custom properties set through CSSOM; system fonts only, no remote
 * assets. The guide shapes match camera.ts (`DOCUMENT_VIEW_ASPECT`, `GUIDE_WIDTH`, `CARD_ASPECT`). Motion is
 * decoration only, and goes away under `prefers-reduced-motion`.
 */
export const CAPTURE_CSS =
  ':host{display:block}' +
  '.vc{position:relative;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--verity-text,#0f172a);background:#fff;padding:16px;max-width:560px;margin:auto}' +
  '.vc *{box-sizing:border-box}' +
  '.top{display:flex;justify-content:flex-end;min-height:44px}' +
  'h2{font-size:1.4rem;line-height:1.25;margin:0 0 8px}h2:focus{outline:none}h2:focus-visible{outline:3px solid var(--verity-primary,#1f6feb);outline-offset:2px}' +
  'p{margin:0 0 12px}.muted{color:#475569}' +
  'ul{margin:0 0 12px;padding-left:1.2em}' +
  'button,.file{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border-radius:8px;cursor:pointer;border:2px solid var(--verity-primary,#1f6feb)}' +
  'button{background:var(--verity-primary,#1f6feb);color:var(--verity-on-primary,#fff)}' +
  'button.alt{background:#fff;color:var(--verity-text,#0f172a)}' +
  'button.link{border-color:transparent;background:none;color:var(--verity-text,#0f172a);text-decoration:underline;padding:8px 12px}' +
  'button[aria-disabled=true]{opacity:.6;cursor:progress}' +
  ':focus-visible{outline:3px solid var(--verity-primary,#1f6feb);outline-offset:2px}' +
  '.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}' +
  '.cam{position:relative;overflow:hidden;border-radius:12px;background:#111;aspect-ratio:4/3;max-height:70vh;margin:0 auto 12px}' +
  '.cam.oval{aspect-ratio:3/4;max-width:420px}' +
  '.cam video{display:block;width:100%;height:100%;object-fit:cover}' +
  '.cam.oval video{transform:scaleX(-1)}' +
  '.guide{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);border:3px solid #fff;box-shadow:0 0 0 100vmax rgba(0,0,0,.45)}' +
  '.card .guide{width:86%;aspect-ratio:85.6/54;border-radius:14px}' +
  '.oval .guide{width:66%;aspect-ratio:3/4;border-radius:50%}' +
  '.live .guide{animation:vc-pulse 1.6s ease-in-out infinite}' +
  '@keyframes vc-pulse{50%{border-color:var(--verity-primary,#1f6feb)}}' +
  '.prompt{font-size:1.25rem;font-weight:700;text-align:center;min-height:1.5em;margin:8px 0}' +
  '.hint{text-align:center;min-height:1.5em;color:#9a3412;font-weight:600}' +
  '.step{font-weight:600;color:#475569;margin-bottom:4px}' +
  '.dots{display:flex;gap:6px;list-style:none;padding:0;justify-content:center;margin:0 0 8px}' +
  '.dots li{width:28px;height:6px;border-radius:3px;background:#cbd5e1}.dots .on{background:var(--verity-primary,#1f6feb)}' +
  '.problems{color:#b3261e}.problems li{margin-bottom:4px}' +
  'label{display:block;font-weight:600;margin:8px 0 4px}' +
  'input[type=file]{font:inherit;max-width:100%}' +
  '.verity-capture-status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;margin:0}' +
  '@media (prefers-reduced-motion:reduce){.live .guide{animation:none}*{transition:none!important;scroll-behavior:auto!important}}';
