import { useLocation } from 'wouter';

/**
 * The team's pages stand under /team for a business and again under /users for platform admins: their links
 * and breadcrumbs stay under the one they were opened from.
 */
export interface TeamBase {
  href: '/team' | '/users';
  label: string;
}

export function teamBaseOf(location: string): TeamBase {
  return location === '/users' || location.startsWith('/users/')
    ? { href: '/users', label: 'Users' }
    : { href: '/team', label: 'Team' };
}

export function useTeamBase(): TeamBase {
  const [location] = useLocation();
  return teamBaseOf(location);
}
