import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button';
import { drawTypedSignature, fitCanvas } from '../lib/signature-canvas';

export interface SignaturePadFieldProps {
  /** The drawn signature as a PNG data URL, or '' for none. */
  value: string;
  onChange(dataUrl: string): void;
  /** The name typed above, for "Use my typed name" (signing without drawing, e.g. by keyboard). */
  typedName: string;
  error?: string | undefined;
  /** Where the form moves focus when the signature is missing. */
  ref?: Ref<{ focus(): void }>;
}

/**
 * The drawn signature (signature_pad on a canvas, pointer events: mouse, finger or stylus), with Clear
 * and, for anyone who cannot draw, the typed name set in a script face as the signature. The canvas is
 * named for assistive technology; its value is read out as drawn or not.
 */
export function SignaturePadField({ value, onChange, typedName, error, ref }: SignaturePadFieldProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // The name drawn with "Use my typed name", redrawn if the canvas is resized (strokes are kept by the pad).
  const typedRef = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useImperativeHandle(ref, () => ({ focus: () => canvasRef.current?.focus() }), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    let width = 0;
    const fit = () => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const strokes = pad.toData();
      fitCanvas(canvas, window.devicePixelRatio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
      if (typedRef.current) drawTypedSignature(canvas, typedRef.current);
    };
    fit();
    const onEnd = () => onChangeRef.current(canvas.toDataURL('image/png'));
    pad.addEventListener('endStroke', onEnd);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    typedRef.current = null;
    onChange('');
  }

  function adoptTypedName() {
    const canvas = canvasRef.current;
    const name = typedName.trim();
    if (!canvas || !name) return;
    padRef.current?.clear();
    typedRef.current = name;
    drawTypedSignature(canvas, name);
    onChange(canvas.toDataURL('image/png'));
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-medium text-ink">
        Your signature
      </span>
      <p id={`${id}-hint`} className="text-muted text-sm">
        Draw your signature in the box with a mouse, finger or stylus. If you cannot draw it, type your full
        name above and use it as your signature.
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label="Signature pad"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        tabIndex={-1}
        className={`h-40 w-full max-w-xl touch-none rounded-md border-2 border-dashed bg-white ${
          error ? 'border-red-500' : 'border-slate-400'
        }`}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={clear}>
          Clear
        </Button>
        <Button variant="secondary" onClick={adoptTypedName} disabled={typedName.trim() === ''}>
          Use my typed name
        </Button>
      </div>
      <p role="status" className="sr-only">
        {value ? 'Signature added' : 'No signature yet'}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
