import { describe, expect, it } from 'vitest';
import { captureDraftFrom, captureQueryFrom } from './capture-search';

describe('a capture list in the URL', () => {
  it('reads the document filters and the page, in the API’s names', () => {
    expect(
      captureQueryFrom(
        '?status=expired&documentType=passport&name=%20amaka%20&startDate=2026-11-01&page=2',
        'document',
      ),
    ).toEqual({
      status: 'expired',
      document_type: 'passport',
      name: 'amaka',
      start_date: '2026-11-01',
      page: 2,
    });
  });

  it('keeps only the dates for liveness, and drops what the API would refuse', () => {
    expect(captureQueryFrom('?status=expired&endDate=2026-11-30&name=x', 'liveness')).toEqual({
      end_date: '2026-11-30',
      page: 1,
    });
    expect(captureQueryFrom('?status=lost&documentType=library&startDate=soon', 'document')).toEqual({
      page: 1,
    });
    expect(captureDraftFrom({ name: 'amaka', end_date: '2026-11-30' })).toEqual({
      status: '',
      documentType: '',
      name: 'amaka',
      startDate: '',
      endDate: '2026-11-30',
    });
  });
});
