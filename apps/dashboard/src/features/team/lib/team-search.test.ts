import { describe, expect, it } from 'vitest';
import { teamDraftFrom, teamQueryFrom } from './team-search';

describe('the team list in the URL', () => {
  it('reads every filter and the page', () => {
    expect(
      teamQueryFrom(
        '?status=invited&roleId=r1&name=%20ada%20&startDate=2026-01-01&endDate=2026-02-01&page=3',
      ),
    ).toEqual({
      status: 'invited',
      roleId: 'r1',
      name: 'ada',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of sending it', () => {
    expect(teamQueryFrom('?status=gone&startDate=yesterday&page=-2')).toEqual({ page: 1 });
  });

  it('gives the form every key, empty when not applied', () => {
    expect(teamDraftFrom({ status: 'active' })).toEqual({
      status: 'active',
      roleId: '',
      name: '',
      startDate: '',
      endDate: '',
    });
  });
});
