import { describe, expect, it } from 'vitest';
import { auditDraftFrom, auditQueryFrom } from './audit-search';

describe('the audit log filters in the URL', () => {
  it('reads the table keys into the API query', () => {
    expect(
      auditQueryFrom('?event=update&resource=role&userId=u1&startDate=2026-01-01&endDate=2026-01-31&page=3'),
    ).toEqual({
      event: 'update',
      resource: 'role',
      user_id: 'u1',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      page: 3,
    });
  });

  it('drops an unknown event, a malformed date and a page below 2', () => {
    expect(auditQueryFrom('?event=explode&startDate=yesterday&page=0')).toEqual({ page: 1 });
    expect(auditDraftFrom('?event=explode&resource=%20role%20')).toMatchObject({
      event: '',
      resource: 'role',
    });
  });
});
