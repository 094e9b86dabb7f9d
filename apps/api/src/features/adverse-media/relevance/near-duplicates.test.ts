import { describe, expect, it } from 'vitest';
import type { NewsArticle } from '../article.js';
import { groupNearDuplicates } from './near-duplicates.js';

const story =
  'Lagos businessman Babatunde Quillfeather was arraigned on Tuesday on charges of defrauding pension holders.\n' +
  'Prosecutors told the court the scheme promised returns of 30 per cent a month.\n' +
  'He pleaded not guilty and was remanded until his bail hearing.';
const article = (
  id: string,
  outlet: string,
  title: string,
  body: string,
  publishedAt: string,
): NewsArticle => ({
  id,
  title,
  body,
  source: { outlet, url: `https://${id}.example/`, country: 'NG' },
  publishedAt,
  language: 'en',
  country: 'NG',
});

describe('near-duplicate grouping', () => {
  it('groups syndicated copies into one story listing every source, and keeps other stories apart', () => {
    const groups = groupNearDuplicates([
      article(
        'b',
        'Wire',
        'Businessman in court',
        `${story}\nAdditional reporting by Wire staff.`,
        '2023-03-03',
      ),
      article('a', 'Lantern', 'Quillfeather arraigned', story, '2023-03-02'),
      article(
        'c',
        'Compass',
        'Quillfeather pleads',
        story.replace('Lagos businessman ', 'Businessman '),
        '2023-03-04',
      ),
      article(
        'd',
        'Compass',
        'Quillfeather property',
        'Investigators say Babatunde Quillfeather laundered money through property in Abuja.',
        '2024-01-01',
      ),
    ]);
    expect(groups).toHaveLength(2);
    const syndicated = groups.find((group) => group.copies.length === 3);
    expect(syndicated?.story.id).toBe('a');
    expect(syndicated?.sources.map((source) => source.outlet)).toEqual(['Lantern', 'Wire', 'Compass']);
  });
});
