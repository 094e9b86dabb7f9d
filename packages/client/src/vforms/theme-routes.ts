/**
 * The business's default component theme, which new forms and fields start from, and the stock banners.
 * A banner image is public: a form's header shows it to respondents.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import { ZUpdateVFormThemeRequest, ZVFormBannerList, ZVFormTheme } from './vform-schemas.js';

export const vformThemeRoutes = defineRoutes('vform', {
  get: {
    method: 'GET',
    path: '/v-forms/themes/default',
    summary: "The business's default component theme",
    access: { tenancy: 'tenant', permissions: ['vform:view'] },
    response: ZVFormTheme,
  },
  update: {
    method: 'POST',
    path: '/v-forms/themes/default',
    summary:
      "Changes the business's default theme: only the settings supplied; forms made before keep theirs",
    access: { tenancy: 'business', permissions: ['vform:view'] },
    body: ZUpdateVFormThemeRequest,
    response: ZVFormTheme,
    audit: { event: 'update', resource: 'vForm theme' },
  },
  banners: {
    method: 'GET',
    path: '/v-forms/banner',
    summary: 'The stock banners a form header can show, with their image links',
    access: { tenancy: 'tenant', permissions: ['vform:view'] },
    response: ZVFormBannerList,
  },
  bannerImage: {
    method: 'GET',
    path: '/v-forms/banner/:id.svg',
    summary: 'A stock banner image (SVG), cached for good: a new look gets a new id',
    access: { tenancy: 'public' },
    params: ZIdParams,
    response: { file: 'image/svg+xml' },
    errors: ['not_found'],
  },
});
