/**
 * A published demo form for Acme with every visible field type over three pages, at a fixed id so the
 * examples, the README and the browser tests can open it: `{host}/v-forms/${DEMO_VFORM_ID}`. Sandbox, so
 * its NIN check is free and follows docs/sandbox.md (11111111111 is found, 00000000000 is not).
 */
import { defaultVFormSettings, type TVFormFieldSettings, type VFormFieldType } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users, vformFields, vformTemplates } from '../db/schema.js';
import { newId } from '../lib/ids.js';

export const DEMO_VFORM_ID = '019a0000-0000-7000-8000-00000000d3e0';
export const DEMO_VFORM_TITLE = 'Open an Acme account';

type DemoField = { type: VFormFieldType; label: string } & TVFormFieldSettings;

const pageBreak = (title: string) => ({
  title,
  primaryAction: 'Next',
  secondaryAction: 'Back',
  buttonColor: '#0F6E7A',
  buttonLabelColor: '#FFFFFF',
  display: 'both' as const,
});

export const demoFields: DemoField[] = [
  {
    type: 'personal-information',
    label: 'Personal information',
    required: true,
    customFields: [
      { id: 'cf-middle', name: 'middleName', show: true, required: false },
      { id: 'cf-gender', name: 'gender', show: true, required: false },
      { id: 'cf-email', name: 'email', show: true, required: true },
      { id: 'cf-mobile', name: 'mobile', show: true, required: false },
      { id: 'cf-dob', name: 'dateOfBirth', show: true, required: false },
      { id: 'cf-photo', name: 'photo', show: false, required: false },
    ],
  },
  { type: 'short-text', label: 'Occupation', required: true, placeholder: 'e.g. Accountant' },
  {
    type: 'long-text',
    label: 'Tell us about your business',
    required: false,
    validation: { maxLength: 500 },
  },
  { type: 'email', label: 'Work email', required: false },
  { type: 'phone', label: 'Phone number', required: true },
  { type: 'number', label: 'Monthly income (NGN)', required: false, validation: { min: 0 } },
  { type: 'date', label: 'Preferred start date', required: false },
  { type: 'page-break', label: 'Page break', pageBreak: pageBreak('Your account') },
  { type: 'dropdown', label: 'Account type', required: true, options: ['Savings', 'Current', 'Domiciliary'] },
  {
    type: 'radio',
    label: 'How did you hear about us?',
    required: false,
    options: ['A friend', 'Online', 'A branch'],
  },
  {
    type: 'checkboxes',
    label: 'Products you want',
    required: false,
    options: ['Debit card', 'Mobile app', 'Cheque book'],
  },
  { type: 'country-state', label: 'Country and state of residence', required: true },
  { type: 'address', label: 'Residential address', required: true },
  { type: 'page-break', label: 'Page break', pageBreak: pageBreak('Verification') },
  {
    type: 'identity-verification',
    label: 'NIN verification',
    required: true,
    country: 'ng',
    verificationType: 'nin',
    performVerification: true,
  },
  { type: 'file-upload', label: 'Proof of address', required: false },
];

export async function seedDemoVForm(db: Db, ownerEmail: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: vformTemplates.id })
    .from(vformTemplates)
    .where(eq(vformTemplates.id, DEMO_VFORM_ID))
    .limit(1);
  if (existing) return false;
  const [owner] = await db
    .select({ id: users.id, businessId: users.businessId })
    .from(users)
    .where(eq(users.email, ownerEmail))
    .limit(1);
  if (!owner) return false;
  const settings = {
    ...defaultVFormSettings(DEMO_VFORM_TITLE, 'Three short pages: about you, your account, and a NIN check.'),
    pagination: {
      ...defaultVFormSettings().pagination,
      type: 'steps' as const,
      showPageTitlesInProgressBar: true,
    },
    confirmation: {
      title: 'Application received',
      message: 'Thank you. We will be in touch within one day.',
    },
  };
  await db.transaction(async (tx) => {
    await tx.insert(vformTemplates).values({
      id: DEMO_VFORM_ID,
      businessId: owner.businessId,
      createdBy: owner.id,
      kind: 'VFormTemplate',
      environment: 'sandbox',
      status: 'published',
      title: settings.title,
      searchTitle: settings.title.toLowerCase(),
      settings,
      publishedAt: new Date(),
    });
    await tx.insert(vformFields).values(
      demoFields.map(({ type, label, ...fieldSettings }, position) => ({
        id: newId(),
        templateId: DEMO_VFORM_ID,
        position,
        type,
        label,
        settings: fieldSettings,
      })),
    );
  });
  return true;
}
