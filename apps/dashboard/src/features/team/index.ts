/**
 * What other features use of team: the member list and its cells, which the platform's users pages and an
 * organization's team page show again, and the team query the audit log filters by.
 */
export { useOrganizationTeam, useTeam } from './api';
export { Confirm } from './components/member-actions';
export { MemberNameCell, MemberStatusCells, memberStatusOptions } from './components/member-cells';
export { MemberActivities, MemberPermissions } from './components/member-tabs';
export { TeamBreadcrumb } from './components/team-breadcrumb';
export { teamQueryFrom } from './lib/team-search';
