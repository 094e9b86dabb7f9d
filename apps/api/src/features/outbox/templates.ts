/** The words of every message the platform sends. Values are escaped before they go into HTML. */
import type { OutgoingMessage } from './outbox.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One email in the platform's style: lines as paragraphs, and an optional link below them. */
export function email(
  to: string,
  subject: string,
  lines: string[],
  link?: { href: string; label: string },
): OutgoingMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.href}`] : [])].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { channel: 'email', to, subject, text, html };
}

export const templates = {
  accountOtp: (to: string, firstName: string, otp: string) =>
    email(to, 'Verify your email for Verity', [
      `Hello ${firstName},`,
      `Your verification code is ${otp}. It expires in 30 minutes.`,
      'If you did not sign up for Verity, ignore this email.',
    ]),
  accountCreated: (to: string, firstName: string, password: string, loginUrl: string) =>
    email(
      to,
      'Your Verity account is ready',
      [
        `Hello ${firstName},`,
        'Your account has been created. Sign in with this temporary password; you will choose your own at first login.',
        `Temporary password: ${password}`,
      ],
      { href: loginUrl, label: 'Sign in' },
    ),
  /** Sign-up with an address that has an account: its owner hears of it instead of getting a code. */
  signUpAttempted: (to: string, firstName: string, loginUrl: string, resetUrl: string) =>
    email(
      to,
      'Someone tried to sign up to Verity with your email',
      [
        `Hello ${firstName},`,
        'Someone just tried to create a new Verity account with this email address. It already has an account, so no new account was created and nothing about your account changed.',
        `If it was you, sign in instead. Forgotten your password? Reset it at ${resetUrl}`,
        'If it was not you, you can ignore this email.',
      ],
      { href: loginUrl, label: 'Sign in' },
    ),
  invitation: (to: string, businessName: string, link: string) =>
    email(
      to,
      `You have been invited to ${businessName} on Verity`,
      [`You have been invited to join ${businessName} on Verity.`, 'The invitation expires in 7 days.'],
      { href: link, label: 'Accept the invitation' },
    ),
  passwordReset: (to: string, link: string) =>
    email(
      to,
      'Reset your Verity password',
      [
        'We received a request to reset your password. The link expires in 1 hour and works once.',
        'If it was not you, ignore this email.',
      ],
      { href: link, label: 'Reset your password' },
    ),
  /** A vForm shared by email or CSV; the note is the sender's own words, escaped like every value. */
  vformShare: (to: string, businessName: string, formTitle: string, link: string, customNote?: string) =>
    email(
      to,
      // Titles are free text: a line break must not reach the subject header.
      `${businessName} invites you to fill in ${formTitle}`.replace(/\s+/g, ' '),
      [
        `${businessName} has asked you to fill in the form "${formTitle}".`,
        ...(customNote ? ['Their note:', customNote] : []),
      ],
      { href: link, label: 'Open the form' },
    ),
  twoFactorCodeEmail: (to: string, code: string) =>
    email(to, 'Your Verity sign-in code', [`Your sign-in code is ${code}. It expires in 10 minutes.`]),
  twoFactorCodeSms: (to: string, code: string): OutgoingMessage => ({
    channel: 'sms',
    to,
    text: `Your Verity sign-in code is ${code}. It expires in 10 minutes.`,
  }),
  phoneVerificationSms: (to: string, code: string): OutgoingMessage => ({
    channel: 'sms',
    to,
    text: `Your Verity verification code is ${code}. It expires in 10 minutes.`,
  }),
  /** Five days of failed deliveries stopped an endpoint; saving it again turns it back on. */
  webhookEndpointDisabled: (to: string, url: string, failingSince: Date, settingsUrl: string) =>
    email(
      to,
      'Verity stopped sending webhooks to your endpoint',
      [
        `Every delivery to ${url} has failed since ${failingSince.toUTCString()}, so we have stopped sending to it.`,
        'Events are still recorded. Fix the endpoint, then save it again in Settings → API & Webhooks: the waiting deliveries go out, and you can replay the failed ones.',
      ],
      { href: settingsUrl, label: 'Open API & Webhooks' },
    ),
  webhookEndpointRecovered: (to: string, url: string) =>
    email(to, 'Your webhook endpoint is receiving again', [
      `A delivery to ${url} has just succeeded: Verity is sending webhooks to it again.`,
    ]),
  /** A vForm respondent's confirmation: the form owner's own title and message. */
  vformConfirmation: (to: string, formTitle: string, title: string, message: string) =>
    email(to, title, [message, `This confirms your response to "${formTitle}".`]),
} as const;
