import { useLocation, useSearch } from 'wouter';

/**
 * A page list whose filters and page live in the URL (team, users, audit log, captures): what a reload
 * shows is what was applied. `search` keys the filters form; `apply` sets the filters (and page 1);
 * `goTo` keeps the filters and changes the page.
 */
export function useListUrl(): { search: string; apply(search: string): void; goTo(page: number): void } {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return {
    search,
    apply: (next) => navigate(next ? `${location}?${next}` : location),
    goTo: (page) => {
      const params = new URLSearchParams(search);
      if (page > 1) params.set('page', String(page));
      else params.delete('page');
      navigate(params.size > 0 ? `${location}?${params}` : location);
    },
  };
}
