import type { TSignatureRequest, TSignatureRequestView } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  agreementFileName,
  agreementStage,
  requestFacts,
  sendBlocker,
  signingState,
} from './signature-request';

const pending: TSignatureRequest = {
  id: 'r1',
  status: 'pending',
  signeeEmail: 'signee@newco.local',
  sentAt: '2026-03-05T10:00:00Z',
  expiresAt: '2026-03-19T10:00:00Z',
  remindersSent: 0,
  lastRemindedAt: null,
  signedAt: null,
  signedName: null,
  countersignedAt: null,
};

describe('the agreement’s stage', () => {
  it('none, pending, signed, counter-signed; cancelled and expired are closed', () => {
    expect(agreementStage(null)).toBe('none');
    expect(agreementStage(pending)).toBe('pending');
    expect(agreementStage({ ...pending, status: 'signed' })).toBe('signed');
    expect(agreementStage({ ...pending, status: 'countersigned' })).toBe('countersigned');
    expect(agreementStage({ ...pending, status: 'cancelled' })).toBe('closed');
    expect(agreementStage({ ...pending, status: 'expired' })).toBe('closed');
  });
});

describe('sending the agreement', () => {
  const ready = { information: {}, subscriptionAndPricing: {}, slaSignee: {} } as Parameters<
    typeof sendBlocker
  >[0];
  it('needs the information, the pricing and the signee, in the server’s order', () => {
    expect(sendBlocker(ready)).toBeNull();
    expect(sendBlocker({ ...ready, information: null })).toMatch(/business information/);
    expect(sendBlocker({ ...ready, subscriptionAndPricing: null })).toMatch(/how you will pay/);
    expect(sendBlocker({ ...ready, slaSignee: null })).toMatch(/signee/);
  });
});

describe('the request’s facts', () => {
  it('pending: sent, expiry, reminders', () => {
    expect(requestFacts(pending)).toEqual([
      'Sent to signee@newco.local on 05 March 2026, 10:00 UTC',
      'The link works until 19 March 2026, 10:00 UTC',
      'No reminders sent',
    ]);
    expect(requestFacts({ ...pending, remindersSent: 2, lastRemindedAt: '2026-03-07T08:30:00Z' })[2]).toBe(
      '2 reminders sent, the last on 07 March 2026, 08:30 UTC',
    );
  });

  it('signed and counter-signed: by whom and when', () => {
    const signed = {
      ...pending,
      status: 'countersigned' as const,
      signedAt: '2026-03-06T09:00:00Z',
      signedName: 'Bola Ade',
      countersignedAt: '2026-03-08T12:00:00Z',
    };
    expect(requestFacts(signed).slice(1)).toEqual([
      'Signed by Bola Ade on 06 March 2026, 09:00 UTC',
      'Counter-signed by Verity on 08 March 2026, 12:00 UTC',
    ]);
  });

  it('cancelled and expired say the link is dead', () => {
    expect(requestFacts({ ...pending, status: 'cancelled' })[1]).toMatch(/no longer works/);
    expect(requestFacts({ ...pending, status: 'expired' })[1]).toMatch(/^Expired on 19 March 2026/);
  });
});

describe('the downloaded file', () => {
  it('is named as the server names it', () => {
    expect(agreementFileName('SLA-2026-ABC123', 'pending')).toBe('SLA-2026-ABC123.pdf');
    expect(agreementFileName('SLA-2026-ABC123', 'signed')).toBe('SLA-2026-ABC123-signed.pdf');
    expect(agreementFileName('SLA-2026-ABC123', 'countersigned')).toBe('SLA-2026-ABC123-countersigned.pdf');
  });
});

describe('the signing page', () => {
  const view = {
    status: 'pending',
    companyName: 'NewCo Ltd',
    expiresAt: '2026-03-19T10:00:00Z',
    signedAt: null,
  } as TSignatureRequestView;
  it('pending: the form', () => {
    expect(signingState(view)).toEqual({ kind: 'sign' });
  });
  it('signed or counter-signed: signed on the day', () => {
    expect(signingState({ ...view, status: 'signed', signedAt: '2026-03-06T09:00:00Z' })).toEqual({
      kind: 'signed',
      text: 'Signed on 06 March 2026',
    });
    expect(signingState({ ...view, status: 'countersigned', signedAt: '2026-03-06T09:00:00Z' }).kind).toBe(
      'signed',
    );
  });
  it('cancelled and expired: nothing to sign, ask the business', () => {
    expect(signingState({ ...view, status: 'cancelled' })).toMatchObject({
      kind: 'closed',
      title: 'This signature request was cancelled',
    });
    expect(signingState({ ...view, status: 'expired' })).toMatchObject({
      kind: 'closed',
      title: 'This signing link has expired',
      text: expect.stringContaining('Ask NewCo Ltd'),
    });
  });
});
