/**
 * The Workflow Builder page's tabs and list parameters (/v-forms/forms with children published, saved,
 * templates, settings; plus archived, so an archived form can be found). The tab is the route; the search and
 * page live in the query string, so reload and Back land on the same rows.
 */
import { type TVFormTemplateSummary, ZVFormTemplateSearchQuery } from '@verity/client';

export const formTabs = [
  { id: 'published', label: 'Published' },
  { id: 'saved', label: 'Saved' },
  { id: 'templates', label: 'Templates' },
  { id: 'settings', label: 'Settings' },
  { id: 'archived', label: 'Archived' },
] as const;
export type FormTab = (typeof formTabs)[number]['id'];
export type ListTab = 'published' | 'saved' | 'archived';

export const FORMS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

/** `/v-forms` and `/v-forms/forms` show Published; an unknown tab too. */
export function readTab(tab: string | undefined): FormTab {
  return formTabs.find((candidate) => candidate.id === tab)?.id ?? 'published';
}

export function tabPath(tab: FormTab): string {
  return `/v-forms/forms/${tab}`;
}

export function isListTab(tab: FormTab): tab is ListTab {
  return tab === 'published' || tab === 'saved' || tab === 'archived';
}

export interface ListSearch {
  title: string;
  page: number;
}

export function readListSearch(search: string): ListSearch {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    title: (params.get('title') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string without defaults: '' for the first page with no search. */
export function writeListSearch({ title, page }: ListSearch): string {
  const params = new URLSearchParams();
  if (title.trim()) params.set('title', title.trim());
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/**
 * Which list call a tab and search make. Published searches published forms only; Saved searches every
 * form that is not archived (the API's only other search), so its results may include published forms.
 */
export type ListCall =
  | { kind: 'list'; query: { type: 'published' | 'unpublished' | 'archived'; page: number; limit: number } }
  | { kind: 'search'; query: { title: string; page: number; limit: number } }
  | { kind: 'search-published'; query: { title: string; page: number; limit: number } };

const listTypes = { published: 'published', saved: 'unpublished', archived: 'archived' } as const;

export function listCall(tab: ListTab, search: ListSearch, limit = FORMS_PAGE_SIZE): ListCall {
  const page = { page: search.page, limit };
  if (search.title && tab === 'published')
    return { kind: 'search-published', query: { title: search.title, ...page } };
  if (search.title && tab === 'saved') return { kind: 'search', query: { title: search.title, ...page } };
  return { kind: 'list', query: { type: listTypes[tab], ...page } };
}

/** Archived search has no API: the archived tab lists without a search box. */
export function canSearch(tab: ListTab): boolean {
  return tab !== 'archived';
}

export interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
}

/** 'Showing 11–20 of 42' words for a page of `count` rows. */
export function pageSummary({ page, total }: PageInfo, count: number, limit = FORMS_PAGE_SIZE): string {
  if (total === 0 || count === 0) return '';
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + count - 1} of ${total}`;
}

export type FormStatus = TVFormTemplateSummary['status'];

export const statusLabels: Record<FormStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  archived: 'Archived',
};

/** 'No responses', '1 response', '12 responses'. */
export function entriesLabel(entries: number): string {
  if (entries === 0) return 'No responses';
  return `${entries} ${entries === 1 ? 'response' : 'responses'}`;
}

/** The search box's schema: the title as the search call takes it (ZVFormTemplateSearchQuery's, trimmed). */
export const titleSearchSchema = ZVFormTemplateSearchQuery.pick({ title: true });
export const TITLE_SEARCH_MAX = 200;
