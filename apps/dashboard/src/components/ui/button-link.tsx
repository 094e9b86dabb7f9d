import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { type ButtonVariant, buttonClassName } from './button';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  href,
  variant = 'primary',
  block = false,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link href={href} className={buttonClassName(variant, block, className)} {...rest}>
      {children}
    </Link>
  );
}
