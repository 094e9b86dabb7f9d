/**
 * The sentences sandbox stories are written from, by language. Slots: {name} the subject as first named,
 * {age} ", 48," after a person's name or nothing, {ref} how the story names them again ("Mr Okafor", "the
 * company"), {short} the name in a headline, {city}, {date}, {amount}, and in adverse stories {charge} (an
 * English phrase for the category) or {term} (a term of the category in the story's language). Neutral
 * sentences hold no adverse term (a test reads the generated neutral stories).
 */
import type { ArticleLanguage } from '../article.js';
import type { AdverseCategory } from '../relevance/adverse-terms.js';

export interface LanguageTemplates {
  adverseTitles: readonly string[];
  adverseLedes: readonly string[];
  adverseFollows: readonly string[];
  neutralTitles: readonly string[];
  neutralLedes: readonly string[];
  neutralFollows: readonly string[];
}

/** English phrases for each category, each holding one of the category's terms. */
export const englishCharges: Readonly<Record<AdverseCategory, readonly string[]>> = {
  fraud: [
    'defrauding investors of {amount}',
    'running a 419 advance-fee scam',
    'the embezzlement of {amount} from a cooperative',
  ],
  corruption_bribery: [
    'paying bribes to port officials',
    'receiving kickbacks on an inflated contract',
    'corruption linked to a {amount} road contract',
  ],
  money_laundering: [
    'laundering {amount} through shell companies',
    'money laundering involving property in {city}',
  ],
  terrorism_financing: [
    'terrorism financing through a network of charities',
    'moving funds to insurgents in the north',
  ],
  drug_trafficking: [
    'drug trafficking after cocaine was found at the port',
    'smuggling tramadol worth {amount}',
  ],
  human_trafficking: [
    'human trafficking of young women to Europe',
    'keeping workers in forced labour on farms',
  ],
  cybercrime: ['a phishing ring that targeted bank customers', 'a SIM swap scheme that emptied accounts'],
  tax_crimes: ['tax evasion totalling {amount}', 'filing false tax returns for five years'],
  sanctions_evasion: [
    'sanctions evasion by shipping fuel to a sanctioned entity',
    'a breach of sanctions on arms exports',
  ],
  organised_crime: ['leading a criminal syndicate in {city}', 'illegal bunkering run by a criminal gang'],
  environmental_crime: [
    'illegal mining in a forest reserve',
    'poaching and ivory smuggling',
    'illegal logging near {city}',
  ],
  violent_crime: [
    'the kidnapping of a trader in {city}',
    'a murder that followed a land dispute',
    'an armed robbery on the {city} highway',
  ],
};

/** What a headline calls each category. */
export const headlineNouns: Readonly<Record<AdverseCategory, string>> = {
  fraud: 'fraud',
  corruption_bribery: 'bribery',
  money_laundering: 'money laundering',
  terrorism_financing: 'terrorism financing',
  drug_trafficking: 'drug trafficking',
  human_trafficking: 'human trafficking',
  cybercrime: 'cybercrime',
  tax_crimes: 'tax evasion',
  sanctions_evasion: 'sanctions evasion',
  organised_crime: 'organised crime',
  environmental_crime: 'illegal mining',
  violent_crime: 'kidnapping',
};

export const templates: Readonly<Record<ArticleLanguage, LanguageTemplates>> = {
  en: {
    adverseTitles: [
      '{city} police arrest {short} over {term}',
      '{short} in court over {term}',
      'Court remands {short} in {term} case',
      '{short} faces {term} charges',
    ],
    adverseLedes: [
      '{city} police have arrested {name}{age} over {charge}.',
      '{name}{age} appeared before a {city} magistrate accused of {charge}.',
      'Investigators say {name}{age} is suspected of {charge}.',
      'An anti-graft agency has declared {name}{age} wanted for {charge}.',
    ],
    adverseFollows: [
      '{ref} denied the allegations through a lawyer.',
      'The case was adjourned to {date}.',
      'Prosecutors said more suspects could be charged.',
      '{ref} was granted bail of {amount}.',
      'A spokesperson for the agency said investigations were ongoing.',
      'Witnesses told the court the scheme ran for months.',
    ],
    neutralTitles: [
      '{short} opens new facility in {city}',
      '{short} named chamber of commerce chair',
      '{short} wins regional enterprise award',
      '{city} summit hears from {short}',
    ],
    neutralLedes: [
      '{name}{age} opened a new warehouse in {city} on {date}.',
      '{name} was named chair of the {city} chamber of commerce.',
      '{name}{age} won the regional enterprise award on Friday.',
      '{name} spoke at a youth entrepreneurship summit in {city}.',
    ],
    neutralFollows: [
      'About 300 guests attended the ceremony.',
      'The project is expected to create 150 jobs.',
      '{ref} thanked the community for its support.',
      'The event was carried live on local radio.',
      'Organisers said the next edition would hold in {date}.',
    ],
  },
  pcm: {
    adverseTitles: ['{short} enter wahala over {term}', 'Police hold {short} for {term} matter'],
    adverseLedes: [
      '{city} police don arrest {name}{age} because of {term}.',
      'Dem say {name}{age} dey inside {term} matter.',
    ],
    adverseFollows: [
      '{ref} talk say e no do anything.',
      'Court go sit again for {date}.',
      'Police say dem still dey find other people.',
    ],
    neutralTitles: ['{short} open new shop for {city}', '{short} collect award for {city}'],
    neutralLedes: ['{name}{age} don open new shop for {city}.', '{name} collect award for {city} on {date}.'],
    neutralFollows: ['Plenty people come the opening.', '{ref} thank everybody wey support am.'],
  },
  ha: {
    adverseTitles: ['An kama {short} kan zargin {term}', '{short} ya gurfana a kotu kan {term}'],
    adverseLedes: [
      "'Yan sanda a {city} sun kama {name}{age} bisa zargin {term}.",
      'Hukumar ta ce {name}{age} na da hannu a {term}.',
    ],
    adverseFollows: ["Kotu za ta ci gaba da sauraron shari'ar ranar {date}.", '{ref} ya musanta zargin.'],
    neutralTitles: ['{short} ya bude sabon kamfani a {city}', '{short} ya karbi lambar yabo'],
    neutralLedes: [
      '{name}{age} ya bude sabon kamfani a {city}.',
      '{name} ya karbi lambar yabo a {city} ranar {date}.',
    ],
    neutralFollows: ['Mutane da dama sun halarci bikin.', "{ref} ya gode wa al'umma."],
  },
  yo: {
    adverseTitles: ['Ọlọ́pàá mú {short} lórí ẹ̀sùn {term}', '{short} fara hàn nílé ẹjọ́ lórí {term}'],
    adverseLedes: [
      'Ọlọ́pàá ní {city} ti mú {name}{age} lórí ẹ̀sùn {term}.',
      'Wọ́n fẹ̀sùn {term} kan {name}{age} ní {city}.',
    ],
    adverseFollows: ['Ilé ẹjọ́ yóò tún jókòó ní {date}.', '{ref} sọ pé òun kò mọ nǹkan kan nípa rẹ̀.'],
    neutralTitles: ['{short} ṣí ilé iṣẹ́ tuntun ní {city}', '{short} gba àmì ẹ̀yẹ ní {city}'],
    neutralLedes: ['{name}{age} ṣí ilé iṣẹ́ tuntun ní {city}.', '{name} gba àmì ẹ̀yẹ ní {city} ní {date}.'],
    neutralFollows: ['Ọ̀pọ̀lọpọ̀ èèyàn ló wá síbi ayẹyẹ náà.', '{ref} dúpẹ́ lọ́wọ́ gbogbo èèyàn.'],
  },
  sw: {
    adverseTitles: ['{short} akamatwa kwa tuhuma za {term}', '{short} afikishwa mahakamani kwa {term}'],
    adverseLedes: [
      'Polisi mjini {city} wamemkamata {name}{age} kwa tuhuma za {term}.',
      '{name}{age} ameshtakiwa kwa {term} mjini {city}.',
    ],
    adverseFollows: ['Kesi hiyo itasikilizwa tena tarehe {date}.', '{ref} amekanusha madai hayo.'],
    neutralTitles: ['{short} azindua kampuni mpya {city}', '{short} apokea tuzo {city}'],
    neutralLedes: [
      '{name}{age} amezindua kampuni mpya mjini {city}.',
      '{name} amepokea tuzo mjini {city} tarehe {date}.',
    ],
    neutralFollows: ['Mamia ya watu walihudhuria hafla hiyo.', '{ref} aliwashukuru wakazi kwa msaada wao.'],
  },
  fr: {
    adverseTitles: ['{short} poursuivi pour {term}', '{city} : {short} interpellé pour {term}'],
    adverseLedes: [
      'La police de {city} a interpellé {name}{age}, soupçonné de {term}.',
      '{name}{age} est poursuivi pour {term} à {city}.',
    ],
    adverseFollows: [
      "L'audience a été renvoyée au {date}.",
      '{ref} a nié les faits par la voix de son avocat.',
    ],
    neutralTitles: ['{short} inaugure une usine à {city}', '{short} récompensé à {city}'],
    neutralLedes: [
      '{name}{age} a inauguré une nouvelle usine à {city}.',
      '{name} a reçu un prix à {city} le {date}.',
    ],
    neutralFollows: [
      "Plusieurs centaines d'invités ont assisté à la cérémonie.",
      '{ref} a remercié ses partenaires.',
    ],
  },
};

export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}
