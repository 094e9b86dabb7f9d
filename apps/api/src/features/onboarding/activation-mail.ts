/** The words of the activation and service-agreement emails. */
import { email } from '../outbox/templates.js';

const listed = (reasons: readonly string[]) => reasons.map((reason) => `• ${reason}`);

export const activationMail = {
  submitted: (to: string, companyName: string, url: string) =>
    email(
      to,
      `${companyName}: activation submitted`,
      [
        `Thank you: ${companyName}'s activation has been submitted for review.`,
        'Our team checks the details and documents, counter-signs your service agreement and activates the business, usually within one working day. We will email you when it is done.',
      ],
      { href: url, label: 'See your activation' },
    ),
  activated: (to: string, companyName: string, url: string) =>
    email(
      to,
      `${companyName} is activated`,
      [
        `${companyName} is activated: live checks are open.`,
        'Your counter-signed service agreement is ready to download from your activation page. Add a payment method and choose a plan to start.',
      ],
      { href: url, label: 'Open Verity' },
    ),
  reinstated: (to: string, companyName: string, url: string) =>
    email(
      to,
      `${companyName} is reinstated`,
      [`${companyName} is active again: live checks and API keys work as before.`],
      { href: url, label: 'Open Verity' },
    ),
  declined: (to: string, companyName: string, reasons: readonly string[], url: string) =>
    email(
      to,
      `${companyName}: activation declined`,
      [
        `We could not activate ${companyName} yet, for these reasons:`,
        ...listed(reasons),
        'Update the details and submit again when they are ready.',
      ],
      { href: url, label: 'Update your activation' },
    ),
  suspended: (to: string, companyName: string, reasons: readonly string[]) =>
    email(to, `${companyName} is suspended`, [
      `${companyName} has been suspended: live checks and API keys are paused. Sandbox and your records stay available.`,
      'The reasons:',
      ...listed(reasons),
      'Reply to this email or contact support to resolve it.',
    ]),
  signatureRequest: (to: string, signeeName: string, companyName: string, link: string, expiresAt: Date) =>
    email(
      to,
      `Please sign ${companyName}'s service agreement with Verity`,
      [
        `Hello ${signeeName},`,
        `${companyName} named you to sign its Service Level Agreement with Verity. Read it and sign it online: it takes a minute.`,
        `The link works until ${expiresAt.toUTCString()}.`,
      ],
      { href: link, label: 'Review and sign' },
    ),
  signatureReminder: (to: string, signeeName: string, companyName: string, link: string, expiresAt: Date) =>
    email(
      to,
      `Reminder: ${companyName}'s service agreement is waiting for your signature`,
      [
        `Hello ${signeeName},`,
        `${companyName}'s Service Level Agreement with Verity is still waiting for your signature.`,
        `The link works until ${expiresAt.toUTCString()}.`,
      ],
      { href: link, label: 'Review and sign' },
    ),
  signatureCancelled: (to: string, signeeName: string, companyName: string) =>
    email(to, `${companyName}'s signature request was cancelled`, [
      `Hello ${signeeName},`,
      `${companyName} cancelled the request to sign its Service Level Agreement, so the link you received no longer works. Nothing is needed from you.`,
    ]),
  agreementSigned: (to: string, companyName: string, signedName: string, url: string) =>
    email(
      to,
      `${companyName}'s service agreement is signed`,
      [
        `${signedName} signed ${companyName}'s Service Level Agreement.`,
        'Finish the remaining steps and submit your activation for review.',
      ],
      { href: url, label: 'Continue your activation' },
    ),
} as const;
