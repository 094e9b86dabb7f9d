/**
 * A fieldset's disabled controls drawn as read-only (the browser's own disabled look barely differs): the
 * activation's details once the status no longer allows changes, and a signee the request is bound to.
 */
export const readOnlyFields =
  '[&_:is(input,select,textarea):disabled]:cursor-not-allowed [&_:is(input,select,textarea):disabled]:bg-slate-100 [&_:is(input,select,textarea):disabled]:text-slate-600';
