/**
 * The documented test subjects of the sandbox's adverse-media screening (docs/sandbox.md, "Adverse
 * media"), and the fixed stories about them that lead the corpus. Their names are invented and drawn from
 * no pool, so no generated story comes near them.
 */
import type { NewsArticle } from '../article.js';
import type { AdverseCategory } from '../relevance/adverse-terms.js';
import type { AdverseMediaSubject } from '../relevance/article-relevance.js';
import { outlets } from './outlets.js';

export interface DocumentedSubject {
  subject: AdverseMediaSubject;
  /** What a screening of the subject gives: the relevant stories (syndicated copies once) and their categories. */
  expected: { relevantStories: number; relevantArticles: number; categories: AdverseCategory[] };
  description: string;
}

export const documentedSubjects = {
  clear: {
    subject: { kind: 'individual', name: 'Temperance Halloway', country: 'NG', birthYear: 1980 },
    expected: { relevantStories: 0, relevantArticles: 0, categories: [] },
    description: 'No adverse coverage: one neutral story only.',
  },
  oldHit: {
    subject: { kind: 'individual', name: 'Oyinkansola Brightwater', country: 'NG', birthYear: 1971 },
    expected: { relevantStories: 1, relevantArticles: 1, categories: ['fraud'] },
    description:
      'One fraud story of 2021-11-15, over four years before the reference date, and one neutral story.',
  },
  manyHits: {
    subject: { kind: 'individual', name: 'Babatunde Quillfeather', country: 'NG', birthYear: 1968 },
    expected: {
      relevantStories: 4,
      relevantArticles: 6,
      categories: ['fraud', 'money_laundering', 'corruption_bribery', 'tax_crimes'],
    },
    description:
      'Four stories in four categories (fraud, money laundering, bribery in Pidgin, tax crimes in French); the fraud story is syndicated by three outlets.',
  },
  namesakeOnly: {
    subject: { kind: 'individual', name: 'Wanjiku Thornbury', country: 'KE', birthYear: 1990 },
    expected: { relevantStories: 0, relevantArticles: 0, categories: [] },
    description:
      'Adverse stories about a namesake in South Africa aged 61 (born about 1963): the country and age conflict, so no relevant hit; one neutral story about the subject.',
  },
  company: {
    subject: {
      kind: 'business',
      name: 'Kestrelbay Logistics Ltd',
      country: 'NG',
      registrationNumber: 'RC 7000055',
    },
    expected: {
      relevantStories: 3,
      relevantArticles: 3,
      categories: ['sanctions_evasion', 'environmental_crime', 'fraud'],
    },
    description: 'Three stories: sanctions evasion (naming RC 7000055), illegal mining and fraud.',
  },
} as const satisfies Record<string, DocumentedSubject>;

function outletNamed(name: string) {
  const outlet = outlets.find((candidate) => candidate.name === name);
  if (!outlet) throw new Error(`No sandbox outlet is named ${name}`);
  return outlet;
}

let counter = 0;
function story(
  outletName: string,
  publishedAt: string,
  language: NewsArticle['language'],
  country: string,
  title: string,
  body: string,
): NewsArticle {
  counter += 1;
  const outlet = outletNamed(outletName);
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: `sbx-news-doc-${counter}`,
    title,
    body,
    source: {
      outlet: outlet.name,
      url: `https://${outlet.domain}/${publishedAt.slice(0, 4)}/${slug}`,
      country: outlet.country,
    },
    publishedAt,
    language,
    country,
  };
}

const quillfeatherFraud =
  'Lagos businessman Babatunde Quillfeather, 55, was arraigned on Tuesday on charges of defrauding pension holders of N4.2 billion.\n' +
  'Prosecutors told the Federal High Court in Lagos that the scheme promised returns of 30 per cent a month.\n' +
  'Mr Quillfeather pleaded not guilty and was remanded until his bail hearing.\n' +
  'The judge adjourned the case to 14 March.';

/** The documented stories, in a fixed order: they open the corpus. */
export const documentedArticles: readonly NewsArticle[] = [
  story(
    'The Lagos Lantern',
    '2024-02-10',
    'en',
    'NG',
    'Temperance Halloway opens community library in Ibadan',
    'Temperance Halloway, 43, opened a community library in Ibadan on Saturday.\nThe library holds 12,000 books donated by residents.\nMs Halloway said reading should be free for every child.',
  ),
  story(
    'Abuja Compass Daily',
    '2021-11-15',
    'en',
    'NG',
    'Oyinkansola Brightwater charged over cooperative fraud',
    'Oyinkansola Brightwater, 50, was charged in Abuja with defrauding members of a farmers\u2019 cooperative.\nInvestigators said N80 million was diverted over three years.\nMs Brightwater denied the charges.',
  ),
  story(
    'The Lagos Lantern',
    '2025-06-02',
    'en',
    'NG',
    'Brightwater foundation funds new clinic',
    'Oyinkansola Brightwater opened a maternity clinic in Enugu funded by her foundation.\nThe clinic will serve 20,000 residents.',
  ),
  story(
    'The Lagos Lantern',
    '2023-03-02',
    'en',
    'NG',
    'Quillfeather arraigned over N4.2bn pension fraud',
    quillfeatherFraud,
  ),
  story(
    'Continental Wire Service',
    '2023-03-02',
    'en',
    'NG',
    'Nigerian businessman in court over pension fraud',
    quillfeatherFraud.replace(
      'The judge adjourned the case to 14 March.',
      'Additional reporting by Continental Wire staff.',
    ),
  ),
  story(
    'Abuja Compass Daily',
    '2023-03-03',
    'en',
    'NG',
    'Quillfeather pleads not guilty to N4.2bn fraud',
    quillfeatherFraud.replace('Lagos businessman ', 'Businessman '),
  ),
  story(
    'Abuja Compass Daily',
    '2024-08-19',
    'en',
    'NG',
    'Investigators trace Quillfeather property deals',
    'Investigators say Babatunde Quillfeather laundered proceeds of crime through three property companies in Abuja.\nThe agency has frozen eleven houses pending trial.\nHis lawyers called the seizure unlawful.',
  ),
  story(
    'Naija Gist Sandbox',
    '2025-01-20',
    'pcm',
    'NG',
    'Quillfeather enter wahala over egunje',
    'Dem say Babatunde Quillfeather give egunje to customs officers for Apapa port.\nMr Quillfeather talk say e no do anything.\nCourt go sit again for April.',
  ),
  story(
    'Afrique Matin Sandbox',
    '2023-10-05',
    'fr',
    'NG',
    'Nigeria : Babatunde Quillfeather visé pour fraude fiscale',
    "L'homme d'affaires nigérian Babatunde Quillfeather est poursuivi pour fraude fiscale à Lagos.\nLe fisc lui réclame l'équivalent de deux millions d'euros.\nM. Quillfeather a nié les faits par la voix de son avocat.",
  ),
  story(
    'Nairobi Observer Daily',
    '2024-05-11',
    'en',
    'KE',
    'Wanjiku Thornbury launches coding school in Kisumu',
    'Wanjiku Thornbury, 34, launched a coding school for girls in Kisumu on Friday.\nThe school has 120 students in its first intake.',
  ),
  story(
    'Jozi Tribune Sandbox',
    '2024-09-03',
    'en',
    'ZA',
    'Durban woman Wanjiku Thornbury held over kidnapping',
    'Wanjiku Thornbury, 61, was arrested in Durban over the kidnapping of a shop owner.\nPolice said a ransom of R500,000 had been demanded.\nMs Thornbury will appear in court next week.',
  ),
  story(
    'Cape Ledger Daily',
    '2025-02-14',
    'en',
    'ZA',
    'Thornbury denies fraud at Durban court',
    'At the Durban regional court, Wanjiku Thornbury, 61, faced a further charge of fraud over forged title deeds.\nShe denied the charge.',
  ),
  story(
    'Continental Wire Service',
    '2025-04-22',
    'en',
    'NG',
    'Kestrelbay Logistics accused of sanctions evasion',
    'Kestrelbay Logistics Ltd (RC 7000055) shipped fuel to a sanctioned entity in breach of sanctions, investigators said.\nThe company denied wrongdoing.\nRegulators in Lagos have suspended its export licence.',
  ),
  story(
    'Abuja Compass Daily',
    '2024-07-09',
    'en',
    'NG',
    'Kestrelbay Logistics trucks linked to illegal mining',
    'Trucks owned by Kestrelbay Logistics Ltd carried ore from illegal mining sites in Zamfara, a report found.\nThe company said it had ended the contract.',
  ),
  story(
    'The Lagos Lantern',
    '2023-01-30',
    'en',
    'NG',
    'Customers accuse Kestrelbay Logistics of fraud',
    'Importers accused Kestrelbay Logistics Ltd of fraud, saying it billed them for containers it never cleared.\nThe firm said the invoices were an error.',
  ),
];
