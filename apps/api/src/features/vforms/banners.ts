/**
 * Stock banners for the form header (GET /v-forms/banner): gradients drawn in code, so the product ships
 * with banners and no binary assets. Each is served as SVG from a public route, because a form's banner is
 * shown to respondents who have no token.
 */
import type { TVFormBannerList } from '@verity/client';

interface StockBanner {
  id: string;
  name: string;
  /** Gradient stops, left to right. */
  colors: readonly [string, string, ...string[]];
}

const stockBanners: readonly StockBanner[] = [
  { id: 'teal-lagoon', name: 'Teal lagoon', colors: ['#0F808C', '#46B2C8'] },
  { id: 'sunrise', name: 'Sunrise', colors: ['#F97316', '#FACC15'] },
  { id: 'midnight', name: 'Midnight', colors: ['#0F172A', '#334155', '#475569'] },
  { id: 'forest', name: 'Forest', colors: ['#14532D', '#22C55E'] },
  { id: 'lilac', name: 'Lilac', colors: ['#6D28D9', '#C084FC'] },
  { id: 'coral', name: 'Coral', colors: ['#BE123C', '#FB7185'] },
];

/** Where the banner routes live, from the site root (the API's vform service prefix). */
const BANNER_PATH = '/api/vform/v1/v-forms/banner';

export function bannerList(): TVFormBannerList {
  return {
    items: stockBanners.map((banner) => ({
      id: banner.id,
      name: banner.name,
      url: `${BANNER_PATH}/${banner.id}.svg`,
    })),
  };
}

/** The SVG of a stock banner, or undefined for an unknown id. Ids and colours are ours: nothing to escape. */
export function bannerSvg(id: string): string | undefined {
  const banner = stockBanners.find((candidate) => candidate.id === id);
  if (!banner) return undefined;
  const last = banner.colors.length - 1;
  const stops = banner.colors
    .map((color, index) => `<stop offset="${Math.round((index / last) * 100)}%" stop-color="${color}"/>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>`,
    '<rect width="1200" height="300" fill="url(#g)"/>',
    '<circle cx="1050" cy="40" r="180" fill="#FFFFFF" fill-opacity="0.08"/>',
    '<circle cx="120" cy="300" r="140" fill="#FFFFFF" fill-opacity="0.06"/>',
    '</svg>',
  ].join('');
}
