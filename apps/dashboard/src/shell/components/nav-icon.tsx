const gear =
  'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12h2M3 12h2M12 3v2M12 19v2M17 7l1.5-1.5M5.5 18.5L7 17M17 17l1.5 1.5M5.5 5.5L7 7';

/** Outline icons for the sidebar (24×24, stroke): the mini drawer shows only these. */
const paths: Record<string, string> = {
  '/get-started': 'M5 13l4 4L19 7',
  Overview: 'M4 20V10M10 20V4M16 20v-6M22 20H2',
  '/customer-verification': 'M16 7a4 4 0 11-8 0 4 4 0 018 0zM4 21a8 8 0 0116 0',
  '/business-verification': 'M3 21h18M5 21V7l7-4 7 4v14M9 21v-6h6v6',
  '/credit-report': 'M3 5h18v14H3zM3 10h18M7 15h4',
  'Employee Verification': 'M4 7h16v13H4zM9 7V4h6v3M9 13h6',
  '/transaction-monitoring': 'M3 12h4l3-8 4 16 3-8h4',
  '/risk-intelligence': 'M12 3l9 16H3zM12 10v4M12 17v.01',
  '/address-verification': 'M12 21s7-6.2 7-11a7 7 0 10-14 0c0 4.8 7 11 7 11zM12 12a2 2 0 100-4 2 2 0 000 4z',
  '/sanction-pep-screening': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  '/adverse-media': 'M4 5h13v14H4zM17 9h3v8a2 2 0 01-2 2M7 9h7M7 13h7',
  '/businesses': 'M4 21V5l8-2v18M12 9h8v12M8 8v.01M8 12v.01M8 16v.01',
  '/organizations': 'M12 3v6M5 15v-3h14v3M3 15h4v6H3zM10 15h4v6h-4zM17 15h4v6h-4z',
  '/v-forms': 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  // The scoped sidebars' own entries (their links are keyed by the last path segment).
  '/organization': 'M12 3v6M5 15v-3h14v3M3 15h4v6H3zM10 15h4v6h-4zM17 15h4v6h-4z',
  '/billing': 'M3 6h18v12H3zM3 10h18M7 15h3',
  '/team': 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 5a3 3 0 010 6M21 20a6 6 0 00-4-5.7',
  '/users': 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 5a3 3 0 010 6M21 20a6 6 0 00-4-5.7',
  '/manage': gear,
  Manage: gear,
};

const fallback = 'M4 4h16v16H4z';

export function NavIcon({ name }: { name: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name] ?? fallback} />
    </svg>
  );
}
