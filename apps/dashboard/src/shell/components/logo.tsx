import { Link } from 'wouter';

/** The Verity mark, for the logo and for pages outside the shell that show it without a link home. */
export function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M9 10l7 13 7-13"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The Verity mark and name, linking home (the header's logo). */
export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded font-bold text-ink text-lg">
      <LogoMark />
      <span className="max-sm:sr-only">Verity</span>
    </Link>
  );
}
