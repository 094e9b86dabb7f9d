import clsx from 'clsx';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

export interface TextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export const textLinkClass =
  'rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline';

/** An in-app link (client-side navigation) styled as text. */
export function TextLink({ href, className, children, ...rest }: TextLinkProps) {
  return (
    <Link href={href} className={clsx(textLinkClass, className)} {...rest}>
      {children}
    </Link>
  );
}
