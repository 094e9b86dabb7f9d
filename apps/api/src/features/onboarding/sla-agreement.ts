/**
 * What the service agreement says for one business (the SLA preview, and the PDF the sla library renders
 * from it), and where its PDFs live on disk: `uploads/agreements/{businessId}/{requestId}-{stage}.pdf`,
 * one file per stage, each kept, so the signee's signed copy survives the counter-signature.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatMoney, type TSlaPreviewDetails, type TSubscriptionAndPricing } from '@verity/client';
import type { AppContext } from '../../context.js';
import type { BusinessRow } from '../auth/authenticate.js';
import type { OnboardingRow } from './onboarding-profile.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The pricing section: a label and one line per term. */
export function planTerms(pricing: TSubscriptionAndPricing | null): TSlaPreviewDetails['plan'] {
  if (!pricing || pricing.model === 'pay_as_you_go')
    return {
      label: 'Pay as you go',
      summary: [
        'Each live check is paid from the wallet at the price in effect when it runs.',
        'No monthly fee. Sandbox checks are free.',
      ],
    };
  if (pricing.model === 'enterprise')
    return {
      label: 'Enterprise',
      summary: [
        'Prices, included checks and payment terms as agreed in writing with Verity sales.',
        'Until then, live checks are paid from the wallet at list prices.',
      ],
    };
  return {
    label: pricing.subplans.map((choice) => `${choice.planName} ${choice.subplanName}`).join(', '),
    summary: pricing.subplans.map(
      (choice) =>
        `${choice.planName}, ${choice.subplanName}: ${
          choice.monthlyPrice ? `${formatMoney(choice.monthlyPrice)} a month` : 'price agreed with sales'
        }, checks beyond those included charged at the plan's overage price.`,
    ),
  };
}

export function agreementDetails(
  business: BusinessRow,
  row: OnboardingRow | null,
  agreementNumber: string,
  effectiveDate: Date,
): TSlaPreviewDetails {
  const signee = row?.slaSignee;
  const contact = row?.contact;
  return {
    agreementNumber,
    companyName: row?.information?.companyName ?? business.name,
    registrationNumber: row?.information?.registrationNumber ?? business.registrationNumber,
    countryName: countryName(row?.information?.countryCode ?? business.countryCode),
    address: contact ? [contact.address, contact.city, contact.state].join(', ') : null,
    signee: signee
      ? { name: `${signee.firstName} ${signee.lastName}`, email: signee.email, title: signee.jobTitle }
      : null,
    plan: planTerms(row?.subscriptionAndPricing ?? null),
    currency: business.currency,
    effectiveDate: effectiveDate.toISOString(),
  };
}

export type AgreementStage = 'unsigned' | 'signed' | 'countersigned';

function agreementPath(ctx: AppContext, businessId: string, requestId: string, stage: AgreementStage) {
  return join(ctx.config.uploadsDir, 'agreements', businessId, `${requestId}-${stage}.pdf`);
}

export async function writeAgreement(
  ctx: AppContext,
  ids: { businessId: string; requestId: string },
  stage: AgreementStage,
  pdf: Uint8Array,
): Promise<void> {
  const file = agreementPath(ctx, ids.businessId, ids.requestId, stage);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, pdf, { mode: 0o640 });
}

export function readAgreement(
  ctx: AppContext,
  ids: { businessId: string; requestId: string },
  stage: AgreementStage,
): Promise<Buffer> {
  return readFile(agreementPath(ctx, ids.businessId, ids.requestId, stage));
}
