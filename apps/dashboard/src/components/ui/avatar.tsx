import clsx from 'clsx';
import { useState } from 'react';

export interface AvatarProps {
  /** The person's name: its first letter is the fallback. */
  name: string;
  /** A photo URL; when missing or broken the initial shows instead. */
  src?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'h-8 w-8 text-sm', md: 'h-10 w-10 text-base', lg: 'h-16 w-16 text-2xl' } as const;

/** A round avatar. Decorative: the name is always written beside it. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const classes = clsx('inline-flex shrink-0 rounded-full', sizes[size], className);
  if (src && src !== brokenSrc)
    return (
      <img src={src} alt="" className={clsx(classes, 'object-cover')} onError={() => setBrokenSrc(src)} />
    );
  return (
    <span
      aria-hidden="true"
      className={clsx(classes, 'items-center justify-center bg-brand-100 font-semibold text-brand-700')}
    >
      {initialOf(name)}
    </span>
  );
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
