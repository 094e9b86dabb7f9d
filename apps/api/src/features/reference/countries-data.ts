/**
 * Static reference data for the countries Verity operates in (and their neighbours).
 *
 * Sources: ISO 3166-1 alpha-2 (country codes), ISO 4217 (currencies), ITU-T E.164 country
 * calling codes, ISO 3166-2 (subdivision codes for NG, GH, ZA and GB).
 *
 * Kenya: the codes KE-01..KE-47 follow the county numbering of the First Schedule of the
 * Constitution of Kenya (2010), 01 Mombasa ... 47 Nairobi City, which is also the order used by
 * the Kenya National Bureau of Statistics. Note that ISO 3166-2:KE numbers the counties
 * alphabetically instead (e.g. ISO KE-01 is Baringo and KE-30 is Nairobi City).
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'NG'. */
  code: string;
  name: string;
  /** International calling code with a leading '+', e.g. '+234'. */
  dialCode: string;
  /** ISO 4217 currency code, e.g. 'NGN'. */
  currency: string;
  /** Emoji flag (the pair of regional indicator symbols for `code`). */
  flag: string;
}

export interface State {
  /** Subdivision code, prefixed with the country code, e.g. 'NG-LA'. */
  code: string;
  name: string;
}

/** Countries sorted by name. */
export const countries: readonly Country[] = [
  { code: 'BJ', name: 'Benin', dialCode: '+229', currency: 'XOF', flag: '🇧🇯' },
  { code: 'BF', name: 'Burkina Faso', dialCode: '+226', currency: 'XOF', flag: '🇧🇫' },
  { code: 'BI', name: 'Burundi', dialCode: '+257', currency: 'BIF', flag: '🇧🇮' },
  { code: 'CV', name: 'Cabo Verde', dialCode: '+238', currency: 'CVE', flag: '🇨🇻' },
  { code: 'CM', name: 'Cameroon', dialCode: '+237', currency: 'XAF', flag: '🇨🇲' },
  { code: 'CI', name: "Côte d'Ivoire", dialCode: '+225', currency: 'XOF', flag: '🇨🇮' },
  { code: 'ET', name: 'Ethiopia', dialCode: '+251', currency: 'ETB', flag: '🇪🇹' },
  { code: 'GM', name: 'Gambia', dialCode: '+220', currency: 'GMD', flag: '🇬🇲' },
  { code: 'GH', name: 'Ghana', dialCode: '+233', currency: 'GHS', flag: '🇬🇭' },
  { code: 'GN', name: 'Guinea', dialCode: '+224', currency: 'GNF', flag: '🇬🇳' },
  { code: 'GW', name: 'Guinea-Bissau', dialCode: '+245', currency: 'XOF', flag: '🇬🇼' },
  { code: 'KE', name: 'Kenya', dialCode: '+254', currency: 'KES', flag: '🇰🇪' },
  { code: 'LR', name: 'Liberia', dialCode: '+231', currency: 'LRD', flag: '🇱🇷' },
  { code: 'ML', name: 'Mali', dialCode: '+223', currency: 'XOF', flag: '🇲🇱' },
  { code: 'NE', name: 'Niger', dialCode: '+227', currency: 'XOF', flag: '🇳🇪' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234', currency: 'NGN', flag: '🇳🇬' },
  { code: 'RW', name: 'Rwanda', dialCode: '+250', currency: 'RWF', flag: '🇷🇼' },
  { code: 'SN', name: 'Senegal', dialCode: '+221', currency: 'XOF', flag: '🇸🇳' },
  { code: 'SL', name: 'Sierra Leone', dialCode: '+232', currency: 'SLE', flag: '🇸🇱' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27', currency: 'ZAR', flag: '🇿🇦' },
  { code: 'SS', name: 'South Sudan', dialCode: '+211', currency: 'SSP', flag: '🇸🇸' },
  { code: 'TZ', name: 'Tanzania', dialCode: '+255', currency: 'TZS', flag: '🇹🇿' },
  { code: 'TG', name: 'Togo', dialCode: '+228', currency: 'XOF', flag: '🇹🇬' },
  { code: 'UG', name: 'Uganda', dialCode: '+256', currency: 'UGX', flag: '🇺🇬' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44', currency: 'GBP', flag: '🇬🇧' },
  { code: 'US', name: 'United States', dialCode: '+1', currency: 'USD', flag: '🇺🇸' },
];

const nigeria: readonly State[] = [
  { code: 'NG-AB', name: 'Abia' },
  { code: 'NG-AD', name: 'Adamawa' },
  { code: 'NG-AK', name: 'Akwa Ibom' },
  { code: 'NG-AN', name: 'Anambra' },
  { code: 'NG-BA', name: 'Bauchi' },
  { code: 'NG-BY', name: 'Bayelsa' },
  { code: 'NG-BE', name: 'Benue' },
  { code: 'NG-BO', name: 'Borno' },
  { code: 'NG-CR', name: 'Cross River' },
  { code: 'NG-DE', name: 'Delta' },
  { code: 'NG-EB', name: 'Ebonyi' },
  { code: 'NG-ED', name: 'Edo' },
  { code: 'NG-EK', name: 'Ekiti' },
  { code: 'NG-EN', name: 'Enugu' },
  { code: 'NG-FC', name: 'Federal Capital Territory' },
  { code: 'NG-GO', name: 'Gombe' },
  { code: 'NG-IM', name: 'Imo' },
  { code: 'NG-JI', name: 'Jigawa' },
  { code: 'NG-KD', name: 'Kaduna' },
  { code: 'NG-KN', name: 'Kano' },
  { code: 'NG-KT', name: 'Katsina' },
  { code: 'NG-KE', name: 'Kebbi' },
  { code: 'NG-KO', name: 'Kogi' },
  { code: 'NG-KW', name: 'Kwara' },
  { code: 'NG-LA', name: 'Lagos' },
  { code: 'NG-NA', name: 'Nasarawa' },
  { code: 'NG-NI', name: 'Niger' },
  { code: 'NG-OG', name: 'Ogun' },
  { code: 'NG-ON', name: 'Ondo' },
  { code: 'NG-OS', name: 'Osun' },
  { code: 'NG-OY', name: 'Oyo' },
  { code: 'NG-PL', name: 'Plateau' },
  { code: 'NG-RI', name: 'Rivers' },
  { code: 'NG-SO', name: 'Sokoto' },
  { code: 'NG-TA', name: 'Taraba' },
  { code: 'NG-YO', name: 'Yobe' },
  { code: 'NG-ZA', name: 'Zamfara' },
];

const ghana: readonly State[] = [
  { code: 'GH-AF', name: 'Ahafo' },
  { code: 'GH-AH', name: 'Ashanti' },
  { code: 'GH-BO', name: 'Bono' },
  { code: 'GH-BE', name: 'Bono East' },
  { code: 'GH-CP', name: 'Central' },
  { code: 'GH-EP', name: 'Eastern' },
  { code: 'GH-AA', name: 'Greater Accra' },
  { code: 'GH-NE', name: 'North East' },
  { code: 'GH-NP', name: 'Northern' },
  { code: 'GH-OT', name: 'Oti' },
  { code: 'GH-SV', name: 'Savannah' },
  { code: 'GH-UE', name: 'Upper East' },
  { code: 'GH-UW', name: 'Upper West' },
  { code: 'GH-TV', name: 'Volta' },
  { code: 'GH-WP', name: 'Western' },
  { code: 'GH-WN', name: 'Western North' },
];

/** Kenya's counties, numbered as in the First Schedule of the Constitution (see the file header). */
const kenya: readonly State[] = [
  { code: 'KE-30', name: 'Baringo' },
  { code: 'KE-36', name: 'Bomet' },
  { code: 'KE-39', name: 'Bungoma' },
  { code: 'KE-40', name: 'Busia' },
  { code: 'KE-28', name: 'Elgeyo-Marakwet' },
  { code: 'KE-14', name: 'Embu' },
  { code: 'KE-07', name: 'Garissa' },
  { code: 'KE-43', name: 'Homa Bay' },
  { code: 'KE-11', name: 'Isiolo' },
  { code: 'KE-34', name: 'Kajiado' },
  { code: 'KE-37', name: 'Kakamega' },
  { code: 'KE-35', name: 'Kericho' },
  { code: 'KE-22', name: 'Kiambu' },
  { code: 'KE-03', name: 'Kilifi' },
  { code: 'KE-20', name: 'Kirinyaga' },
  { code: 'KE-45', name: 'Kisii' },
  { code: 'KE-42', name: 'Kisumu' },
  { code: 'KE-15', name: 'Kitui' },
  { code: 'KE-02', name: 'Kwale' },
  { code: 'KE-31', name: 'Laikipia' },
  { code: 'KE-05', name: 'Lamu' },
  { code: 'KE-16', name: 'Machakos' },
  { code: 'KE-17', name: 'Makueni' },
  { code: 'KE-09', name: 'Mandera' },
  { code: 'KE-10', name: 'Marsabit' },
  { code: 'KE-12', name: 'Meru' },
  { code: 'KE-44', name: 'Migori' },
  { code: 'KE-01', name: 'Mombasa' },
  { code: 'KE-21', name: "Murang'a" },
  { code: 'KE-47', name: 'Nairobi City' },
  { code: 'KE-32', name: 'Nakuru' },
  { code: 'KE-29', name: 'Nandi' },
  { code: 'KE-33', name: 'Narok' },
  { code: 'KE-46', name: 'Nyamira' },
  { code: 'KE-18', name: 'Nyandarua' },
  { code: 'KE-19', name: 'Nyeri' },
  { code: 'KE-25', name: 'Samburu' },
  { code: 'KE-41', name: 'Siaya' },
  { code: 'KE-06', name: 'Taita-Taveta' },
  { code: 'KE-04', name: 'Tana River' },
  { code: 'KE-13', name: 'Tharaka-Nithi' },
  { code: 'KE-26', name: 'Trans Nzoia' },
  { code: 'KE-23', name: 'Turkana' },
  { code: 'KE-27', name: 'Uasin Gishu' },
  { code: 'KE-38', name: 'Vihiga' },
  { code: 'KE-08', name: 'Wajir' },
  { code: 'KE-24', name: 'West Pokot' },
];

const southAfrica: readonly State[] = [
  { code: 'ZA-EC', name: 'Eastern Cape' },
  { code: 'ZA-FS', name: 'Free State' },
  { code: 'ZA-GP', name: 'Gauteng' },
  { code: 'ZA-KZN', name: 'KwaZulu-Natal' },
  { code: 'ZA-LP', name: 'Limpopo' },
  { code: 'ZA-MP', name: 'Mpumalanga' },
  { code: 'ZA-NW', name: 'North West' },
  { code: 'ZA-NC', name: 'Northern Cape' },
  { code: 'ZA-WC', name: 'Western Cape' },
];

const unitedKingdom: readonly State[] = [
  { code: 'GB-ENG', name: 'England' },
  { code: 'GB-NIR', name: 'Northern Ireland' },
  { code: 'GB-SCT', name: 'Scotland' },
  { code: 'GB-WLS', name: 'Wales' },
];

/** First-level subdivisions by ISO 3166-1 alpha-2 country code, each list sorted by name. */
export const states: Readonly<Record<string, readonly State[]>> = {
  GB: unitedKingdom,
  GH: ghana,
  KE: kenya,
  NG: nigeria,
  ZA: southAfrica,
};
