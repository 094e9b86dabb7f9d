import { Link } from 'wouter';

/** A row of links as pills, the current one marked (aria-current): a verify screen's countries. */
export function PillNav({
  label,
  items,
}: {
  label: string;
  items: readonly { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          aria-current={item.current ? 'page' : undefined}
          className={
            item.current
              ? 'rounded-full bg-brand-700 px-3 py-1 font-medium text-sm text-white'
              : 'rounded-full bg-slate-100 px-3 py-1 text-slate-800 text-sm hover:bg-slate-200'
          }
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
