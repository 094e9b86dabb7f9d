import { describe, expect, it } from 'vitest';
import {
  entriesLabel,
  listCall,
  pageSummary,
  readListSearch,
  readTab,
  tabPath,
  writeListSearch,
} from './form-lists';

describe('tabs', () => {
  it('reads the route tab, Published by default', () => {
    expect(readTab(undefined)).toBe('published');
    expect(readTab('saved')).toBe('saved');
    expect(readTab('archived')).toBe('archived');
    expect(readTab('nonsense')).toBe('published');
    expect(tabPath('templates')).toBe('/v-forms/forms/templates');
  });
});

describe('list search in the URL', () => {
  it('round-trips title and page, leaving defaults out', () => {
    expect(readListSearch('?title=%20acme%20&page=3')).toEqual({ title: 'acme', page: 3 });
    expect(readListSearch('page=0')).toEqual({ title: '', page: 1 });
    expect(readListSearch('page=abc')).toEqual({ title: '', page: 1 });
    expect(writeListSearch({ title: '', page: 1 })).toBe('');
    expect(writeListSearch({ title: 'Open an', page: 2 })).toBe('title=Open+an&page=2');
  });
});

describe('list call', () => {
  it('lists a tab by type without a search', () => {
    expect(listCall('saved', { title: '', page: 2 })).toEqual({
      kind: 'list',
      query: { type: 'unpublished', page: 2, limit: 10 },
    });
    expect(listCall('archived', { title: 'x', page: 1 })).toEqual({
      kind: 'list',
      query: { type: 'archived', page: 1, limit: 10 },
    });
  });

  it('searches published forms on Published, every form on Saved', () => {
    expect(listCall('published', { title: 'acme', page: 1 })).toEqual({
      kind: 'search-published',
      query: { title: 'acme', page: 1, limit: 10 },
    });
    expect(listCall('saved', { title: 'acme', page: 1 }).kind).toBe('search');
  });
});

describe('words', () => {
  it('summarises a page and counts entries', () => {
    expect(pageSummary({ page: 2, totalPages: 3, total: 25 }, 10)).toBe('Showing 11–20 of 25');
    expect(pageSummary({ page: 1, totalPages: 0, total: 0 }, 0)).toBe('');
    expect(entriesLabel(0)).toBe('No responses');
    expect(entriesLabel(1)).toBe('1 response');
    expect(entriesLabel(12)).toBe('12 responses');
  });
});
