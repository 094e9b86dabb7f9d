import { describe, expect, it } from 'vitest';
import { usersDraftFrom, usersQueryFrom } from './users-search';

describe('the /users list in the URL', () => {
  it('reads the business with the team’s filters, and leaves out the role (one business’s ids)', () => {
    expect(usersQueryFrom('?businessId=b-1&status=active&roleId=r1&name=ada&page=2')).toEqual({
      businessId: 'b-1',
      status: 'active',
      name: 'ada',
      page: 2,
    });
  });

  it('drops what the API would refuse, and gives the form every key', () => {
    expect(usersQueryFrom('?businessId=%20&status=gone&endDate=soon')).toEqual({ page: 1 });
    expect(usersDraftFrom({ businessId: 'b-1' })).toEqual({
      businessId: 'b-1',
      status: '',
      name: '',
      startDate: '',
      endDate: '',
    });
  });
});
