/**
 * What the Workflow Builder's list route reads, for the router to load beside the page's code
 * (app/routes.ts): the tab's first rows, by the same query options and URL reading as the forms list.
 */
import { type RouteData, routeQuery } from '../../lib/route-query';
import { formListQuery } from './api/forms-api';
import { isListTab, readListSearch, readTab } from './lib/form-lists';

export const formsData: RouteData = (params, search) => {
  const tab = readTab(params.tab);
  return isListTab(tab) ? [routeQuery(formListQuery(tab, readListSearch(search)))] : [];
};
