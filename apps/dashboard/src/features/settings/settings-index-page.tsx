import { hasAllPermissions, type Permission } from '@verity/client';
import { Link } from 'wouter';
import { useCurrentUser } from '../../session/use-current-user';

const sections = [
  { href: '/settings/profile', title: 'Profile', text: 'Your name, phone number and photo.' },
  {
    href: '/settings/account',
    title: 'Account',
    text: 'Password, two-factor authentication and session timeout.',
  },
  {
    href: '/settings/liveness',
    title: 'Liveness',
    text: 'Checks, challenge, thresholds and branding of document capture and liveness.',
    permissions: ['identity:view'],
  },
  {
    href: '/settings/api-webhooks',
    title: 'API & Webhooks',
    text: 'API keys for your servers and the addresses they may call from.',
    permissions: ['business:settings:manage'],
  },
] satisfies ReadonlyArray<{ href: string; title: string; text: string; permissions?: Permission[] }>;

export default function SettingsIndexPage() {
  const held = useCurrentUser().user?.role.permissions ?? [];
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 font-semibold text-2xl">Settings</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections
          .filter((section) => hasAllPermissions(held, section.permissions ?? []))
          .map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-500"
              >
                <span className="block font-semibold text-base">{section.title}</span>
                <span className="text-muted">{section.text}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
