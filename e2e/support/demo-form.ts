/**
 * One answer to the seeded demo vForm straight through the public client, as a partner's page would send
 * it: every field filled, and a NIN the sandbox does not find, so the response is stored `unverified`.
 * Answers what the respondent was told: the demo form tells no verification outcome.
 */
import { DEMO_VFORM_ID } from '@verity/api/testing';
import type { TVFormSubmissionResult } from '@verity/client';
import { createPublicClient } from '@verity/client/public';

export interface DemoRespondent {
  firstName: string;
  lastName: string;
  email: string;
}

export async function answerDemoForm(
  origin: string,
  respondent: DemoRespondent,
): Promise<TVFormSubmissionResult> {
  const client = createPublicClient({ origin });
  const { data: form } = await client.vforms.view(DEMO_VFORM_ID);
  const byLabel = (label: string) => {
    const field = form.fields.find((candidate) => candidate.label === label);
    if (!field) throw new Error(`the demo form has no field '${label}'`);
    return field.id;
  };
  const { data } = await client.vforms.submit(DEMO_VFORM_ID, {
    startTimeInMilliSeconds: Date.now() - 90_000,
    fields: {
      [byLabel('Personal information')]: respondent,
      [byLabel('Occupation')]: 'Teacher',
      [byLabel('Phone number')]: '+2348030000002',
      [byLabel('Account type')]: 'Current',
      [byLabel('Country and state of residence')]: { country: 'Nigeria', state: 'Abuja' },
      [byLabel('Residential address')]: {
        street: '3 Aso Drive',
        city: 'Abuja',
        state: 'FCT',
        country: 'Nigeria',
      },
      [byLabel('NIN verification')]: { number: '00000000000', isConsent: true },
    },
  });
  return data;
}
