/**
 * The sandbox registry's companies (docs/sandbox.md "Business verification"): fictitious, stable, and
 * chosen to cover what a client must handle: active, inactive and struck-off companies, a number held by
 * two entity classes (RC1234567 and IT1234567), and directors who are sandbox PEPs or sanctioned.
 */
import type { TCompanyProfile } from '@verity/client';

type SandboxCompany = Omit<TCompanyProfile, 'bankAccount'>;

const person = (name: string, role: string, appointedOn: string | null, nationality: string | null) => ({
  name,
  role,
  appointedOn,
  nationality,
});

export const sandboxCompanies: readonly SandboxCompany[] = [
  {
    name: 'Sandbox Industries Limited',
    registrationNumber: 'RC1234567',
    entityClass: 'company',
    country: 'ng',
    status: 'active',
    registrationDate: '2012-03-14',
    address: '12 Marina Road, Lagos Island, Lagos',
    tin: '12345678-0001',
    phone: '+2348031234567',
    email: 'info@sandbox-industries.example',
    directors: [
      person('Adaeze Okafor', 'Managing Director', '2012-03-14', 'NG'),
      // A sandbox PEP (docs/sandbox.md "Sanction and PEP screening"): screening the directors finds her.
      person('Sandbox Politician', 'Non-Executive Director', '2018-06-01', 'NG'),
    ],
    shareholders: [
      { name: 'Adaeze Okafor', kind: 'individual', shares: 600_000, percentage: 60 },
      { name: 'Sandbox Holdings Limited', kind: 'company', shares: 400_000, percentage: 40 },
    ],
  },
  {
    // The same number as Sandbox Industries, in another class: CAC numbers each class separately.
    name: 'Sandbox Community Trust',
    registrationNumber: 'IT1234567',
    entityClass: 'incorporated-trustees',
    country: 'ng',
    status: 'active',
    registrationDate: '2015-09-09',
    address: '4 Church Street, Enugu',
    tin: null,
    phone: null,
    email: null,
    directors: [
      person('Emeka Nwosu', 'Trustee', '2015-09-09', 'NG'),
      person('Halima Bello', 'Trustee', '2015-09-09', 'NG'),
    ],
    shareholders: [],
  },
  {
    name: 'Dormant Traders Limited',
    registrationNumber: 'RC7654321',
    entityClass: 'company',
    country: 'ng',
    status: 'inactive',
    registrationDate: '2004-01-20',
    address: '9 Ring Road, Ibadan, Oyo',
    tin: '1234567890',
    phone: null,
    email: null,
    directors: [person('Tunde Bakare', 'Director', '2004-01-20', 'NG')],
    shareholders: [{ name: 'Tunde Bakare', kind: 'individual', shares: 10_000, percentage: 100 }],
  },
  {
    name: 'Struck Off Ventures Limited',
    registrationNumber: 'RC1111111',
    entityClass: 'company',
    country: 'ng',
    status: 'struck_off',
    registrationDate: '1999-11-02',
    address: null,
    tin: null,
    phone: null,
    email: null,
    // On the sandbox sanctions list.
    directors: [person('Sandbox Sanctioned', 'Director', '1999-11-02', 'NG')],
    shareholders: [],
  },
  {
    name: 'Mama Nkechi Stores',
    registrationNumber: 'BN2345678',
    entityClass: 'business-name',
    country: 'ng',
    status: 'active',
    registrationDate: '2020-07-01',
    address: '3 Market Road, Onitsha, Anambra',
    tin: null,
    phone: '+2348059876543',
    email: null,
    directors: [person('Nkechi Eze', 'Proprietor', '2020-07-01', 'NG')],
    shareholders: [],
  },
  {
    name: 'Sandbox Trading (Pty) Ltd',
    registrationNumber: '2015/123456/07',
    entityClass: 'private-company',
    country: 'za',
    status: 'active',
    registrationDate: '2015-05-05',
    address: '1 Long Street, Cape Town, 8001',
    tin: null,
    phone: '+27215550100',
    email: null,
    directors: [person('Thabo Nkosi', 'Director', '2015-05-05', 'ZA')],
    shareholders: [{ name: 'Thabo Nkosi', kind: 'individual', shares: 100, percentage: 100 }],
  },
  {
    name: 'Sandbox Kenya Limited',
    registrationNumber: 'PVT-SBX1234',
    entityClass: 'private-company',
    country: 'ke',
    status: 'active',
    registrationDate: '2019-02-11',
    address: 'Kenyatta Avenue, Nairobi',
    tin: null,
    phone: null,
    email: null,
    // A sandbox PEP.
    directors: [person('Sandbox Minister', 'Director', '2019-02-11', 'KE')],
    shareholders: [{ name: 'Sandbox Minister', kind: 'individual', shares: 1_000, percentage: 100 }],
  },
  {
    name: 'Sandbox Ghana Limited',
    registrationNumber: 'CS123456789',
    entityClass: 'company-limited-by-shares',
    country: 'gh',
    status: 'active',
    registrationDate: '2017-08-08',
    address: 'Independence Avenue, Accra',
    tin: null,
    phone: null,
    email: null,
    directors: [person('Kofi Mensah', 'Director', '2017-08-08', 'GH')],
    shareholders: [],
  },
];

/** The sandbox bank account of Sandbox Trading (Pty) Ltd (FNB's universal branch code). */
export const SANDBOX_BUSINESS_ACCOUNT = {
  accountNumber: '62012345678',
  branchCode: '250655',
  bankName: 'FNB',
};
