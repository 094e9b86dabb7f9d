/**
 * The identity verification types, per country: the data the dashboard's type pickers, the widgets'
 * verification fields and the server's routes all read.
 */
export const identityCountries = ['ng', 'gh', 'ke', 'za', 'global'] as const;
export type IdentityCountry = (typeof identityCountries)[number];

export interface IdentityType {
  /** Short name shown in pickers. */
  name: string;
  /** The path segment: POST /verifications/identity/{country}/{value}. */
  value: string;
  title: string;
  shortCode: string;
  /** The code stored on a check and used by the history's `type` filter and the display labels. */
  filterCode: string;
}

const t = (
  name: string,
  value: string,
  title: string,
  shortCode: string,
  filterCode: string,
): IdentityType => ({
  name,
  value,
  title,
  shortCode,
  filterCode,
});

export const identityTypesByCountry = {
  ng: [
    t('BVN', 'bvn', 'Bank Verification Number', 'BVN', 'bvn'),
    t('Drivers License', 'drivers-license', "Driver's Licence", 'NDL', 'ndl'),
    t('NIN', 'nin', 'National Identification Number', 'NIN', 'nin'),
    t('VNIN', 'vnin', 'Virtual National Identification Number', 'VNIN', 'vnin'),
    t('Passport', 'passport', 'International Passport', 'PASSPORT', 'passport'),
    t('PVC', 'pvc', "Permanent Voter's Card", 'PVC', 'pvc'),
    t('Bank Account Number', 'bav', 'Bank Account Verification', 'BAV', 'bav'),
    t(
      'Premium Bank Account Number',
      'premium-bav',
      'Premium Bank Account Verification',
      'PBAV',
      'premiumBav',
    ),
    t('Phone', 'phone', 'Phone Number', 'PHONE', 'phone'),
  ],
  gh: [
    t("Voter's ID (new)", 'new_voter_card', "New Voter's ID Card", 'GHV', 'ghVoter'),
    t("Voter's ID (old)", 'old_voter_card', "Old Voter's ID Card", 'GHVO', 'ghVoter'),
    t('Passport', 'passport', 'Ghana Passport', 'GHP', 'ghPassport'),
  ],
  ke: [
    t('Passport', 'passport', 'Kenya Passport', 'KEP', 'kePassport'),
    t('ID Scrub', 'id-scrub', 'Identity Verification', 'KEIS', 'keIdScrub'),
    t('National ID', 'national-id', 'Kenya National ID', 'KEID', 'keNationalId'),
    t('Alien ID', 'alien-id', 'Kenya Alien ID', 'KEAID', 'keAlienId'),
    t('Drivers License', 'drivers-license', "Kenya Driver's Licence", 'KEDL', 'keDriversLicense'),
    t('Bank Account Number', 'bav', 'Bank Account Verification', 'KEBAV', 'keBAV'),
    t('KRA PIN', 'pin-check', 'Tax ID (KRA PIN)', 'KEPIN', 'kePinCheck'),
    t('Address', 'address', 'Address Verification', 'KEADR', 'keIdAddress'),
    t('Phone', 'phone', 'Phone Verification', 'KEPH', 'keIdPhoneVerification'),
    t('Employment', 'employment', 'Employment Verification', 'KEEMP', 'keIdEmployment'),
    t('Plate Number', 'plate-number', 'Vehicle Plate Number', 'KEPN', 'kePlateNumber'),
    t('Vehicle Collateral', 'vehicle-collateral', 'Vehicle Collateral', 'KEVC', 'keVehicleCollateral'),
  ],
  za: [
    t('SAID', 'said', 'South African ID', 'SAID', 'zaSAID'),
    t('Bank Account Number', 'bav', 'Bank Account Verification', 'ZABAV', 'zaBAV'),
    t('Proof of Address', 'poa', 'Proof Of Address', 'ZAPOA', 'zaPOA'),
  ],
  global: [
    t('Phone', 'phone', 'Phone Risk Assessment', 'GPH', 'globalIdentityValidation'),
    t('Facial Compare', 'compare-image', 'Facial Compare', 'FC', 'facial_compare'),
  ],
} as const satisfies Record<IdentityCountry, readonly IdentityType[]>;

/** The types a country's verify screen offers: facial compare has a screen of its own. */
export function identityTypesFor(country: IdentityCountry): readonly IdentityType[] {
  return identityTypesByCountry[country].filter((type) => type.value !== 'compare-image');
}

/** Display labels for type codes; an unknown code gives ''. */
export const identityTypeLabels: Readonly<Record<string, string>> = {
  bvn: 'BVN',
  nin: 'NIN',
  vnin: 'VNIN',
  pvc: 'PVC',
  ndl: 'Drivers License',
  'drivers-license': 'Drivers License',
  bav: 'Bank Account Number',
  zaBAV: 'Bank Account Number',
  premiumBav: 'Premium Bank Account Number',
  phone: 'Phone',
  zaPhone: 'Phone',
  passport: 'Passport',
  facial_compare: 'Facial Compare',
  ghVoter: "Voter's ID",
  ghPassport: 'Ghana Passport',
  ghDriversLicense: 'Ghana Drivers License',
  ghSSNIT: 'SSNIT',
  kePassport: 'Passport',
  keNationalId: 'National ID',
  keAlienId: 'Alien ID',
  keDriversLicense: 'Drivers License',
  keVehicleCollateral: 'Vehicle Collateral',
  kePlateNumber: 'Plate Number',
  keBAV: 'Bank Account Number',
  advance_company_check: 'Company',
  kePinCheck: 'Tax ID',
  keCreditScore: 'Credit Score',
  keCreditReport: 'Credit Report',
  keIndividualCreditReport: 'Credit Report',
  individualCreditReport: 'Credit Report',
  keIdScrub: 'Identity Verification',
  keCreditInfoId: 'Identity Verification',
  keIdAddress: 'Address Verification',
  keCreditInfoAddress: 'Address Verification',
  keIdPhoneVerification: 'Phone Verification',
  keCreditInfoPhone: 'Phone Verification',
  keIdEmployment: 'Employment Verification',
  keCreditInfoEmployment: 'Employment Verification',
  keCreditHistory: 'Credit History',
  zaSAID: 'SAID',
  zaPOA: 'Proof Of Address',
  globalIdentityValidation: 'Global Identity Validation',
};

export function identityTypeLabel(code: string): string {
  return Object.hasOwn(identityTypeLabels, code) ? (identityTypeLabels[code] ?? '') : '';
}

/** Risk levels: the provider's wording grouped into what the chips show. */
export type RiskLevel = 'low' | 'medium' | 'high' | 'pending';

const riskLevelByStatus: Readonly<Record<string, RiskLevel>> = {
  potential_medium_risk: 'medium',
  potential_high_risk: 'high',
  critical_high_risk: 'high',
  potential_low_risk: 'low',
  very_low_risk: 'low',
  low_risk: 'low',
  pending: 'pending',
};

export function riskLevelOf(status: string | null | undefined): RiskLevel {
  return (status && riskLevelByStatus[status]) || 'pending';
}
