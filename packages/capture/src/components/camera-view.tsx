import { useLayoutEffect, useRef } from 'preact/hooks';
import type { CaptureFlow } from '../flow/controller.js';

export interface CameraViewProps {
  c: CaptureFlow;
  /** `card`: the document guide; `oval`: the face guide (and a mirrored picture, as people expect). */
  shape: 'card' | 'oval';
  /** Pulses the guide while the flow waits for a sharp picture (not under reduced motion). */
  live: boolean;
}

/**
 * The live video under its guide. Hidden from screen readers: the picture means nothing to them, and the
 * instructions around it say the same in words.
 */
export function CameraView({ c, shape, live }: CameraViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  // Attach after commit, detach at unmount: the stream follows the element actually on the page.
  useLayoutEffect(() => {
    const element = video.current;
    if (!element) return;
    c.attachVideo(element);
    return () => c.detachVideo(element);
  }, [c]);
  return (
    <div class={live ? `cam ${shape} live` : `cam ${shape}`} aria-hidden="true">
      <video ref={video} autoPlay muted playsInline />
      <div class="guide" />
    </div>
  );
}
