/**
 * The sandbox's news outlets: invented names on the reserved `.example` domain, at home in Nigeria, Ghana,
 * Kenya and South Africa, and abroad (a London wire, Paris and US titles covering the continent). Each
 * publishes in the languages listed; a story in Hausa, Yoruba or Pidgin appears in a Nigerian outlet, one
 * in Swahili in a Kenyan one, and French in the francophone titles.
 */
import type { ArticleLanguage } from '../article.js';

export interface Outlet {
  name: string;
  domain: string;
  country: string;
  languages: readonly ArticleLanguage[];
  /** Covers stories from every country, not only its own. */
  international: boolean;
}

const outlet = (
  name: string,
  domain: string,
  country: string,
  languages: readonly ArticleLanguage[],
  international = false,
): Outlet => ({ name, domain, country, languages, international });

export const outlets: readonly Outlet[] = [
  outlet('The Lagos Lantern', 'lagoslantern.example', 'NG', ['en']),
  outlet('Abuja Compass Daily', 'abujacompass.example', 'NG', ['en']),
  outlet('Naija Gist Sandbox', 'naijagist.example', 'NG', ['pcm', 'en']),
  outlet('Arewa Mirror Kano', 'arewamirror.example', 'NG', ['ha', 'en']),
  outlet('Ibadan Morning Drum', 'morningdrum.example', 'NG', ['yo', 'en']),
  outlet('Accra Sentinel Online', 'accrasentinel.example', 'GH', ['en']),
  outlet('Kumasi Herald Sandbox', 'kumasiherald.example', 'GH', ['en']),
  outlet('Gold Coast Bulletin Daily', 'gcbulletin.example', 'GH', ['en']),
  outlet('Nairobi Observer Daily', 'nairobiobserver.example', 'KE', ['en']),
  outlet('Mombasa Tide', 'mombasatide.example', 'KE', ['en', 'sw']),
  outlet('Habari Pevu Sandbox', 'habaripevu.example', 'KE', ['sw']),
  outlet('Jozi Tribune Sandbox', 'jozitribune.example', 'ZA', ['en']),
  outlet('Cape Ledger Daily', 'capeledger.example', 'ZA', ['en']),
  outlet('Durban Seaboard Weekly', 'seaboardweekly.example', 'ZA', ['en']),
  outlet('Continental Wire Service', 'continentalwire.example', 'GB', ['en'], true),
  outlet('Global Africa Report Online', 'globalafricareport.example', 'US', ['en'], true),
  outlet('Afrique Matin Sandbox', 'afriquematin.example', 'FR', ['fr'], true),
  outlet('Sahel Hebdo Sandbox', 'sahelhebdo.example', 'FR', ['fr'], true),
];

export const cities: Readonly<Record<string, readonly string[]>> = {
  NG: ['Lagos', 'Abuja', 'Kano', 'Ibadan', 'Port Harcourt', 'Enugu'],
  GH: ['Accra', 'Kumasi', 'Tamale', 'Takoradi'],
  KE: ['Nairobi', 'Mombasa', 'Kisumu', 'Eldoret'],
  ZA: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria'],
  EG: ['Cairo', 'Alexandria'],
  GB: ['London', 'Manchester'],
};
