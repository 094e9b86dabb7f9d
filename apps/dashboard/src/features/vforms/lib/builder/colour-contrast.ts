/**
 * The widget keeps text readable: a colour that does not reach WCAG AA (4.5:1) on its background is shown
 * as black or white instead (`readable` in @verity/widgets). The builder says so beside the colour, so a
 * setting never changes silently on the way to the public form.
 */
import { readable } from '@verity/widgets';

/** The colour the public form shows instead of `fg` on `bg`, or undefined when it shows `fg` itself. */
export function shownInstead(fg: string, bg: string): '#000000' | '#FFFFFF' | undefined {
  const shown = readable(fg, bg)?.toUpperCase();
  if (!shown || shown === fg.toUpperCase()) return undefined;
  return shown === '#000000' ? '#000000' : '#FFFFFF';
}

/** The hint under a colour that will not show as chosen on `on` (e.g. 'the background colour'). */
export function contrastHint(fg: string, bg: string, on: string): string | undefined {
  const instead = shownInstead(fg, bg);
  if (!instead) return undefined;
  return `Too little contrast with ${on}: the form shows it in ${instead === '#000000' ? 'black' : 'white'} instead.`;
}
