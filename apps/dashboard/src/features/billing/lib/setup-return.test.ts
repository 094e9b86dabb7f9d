import { describe, expect, it } from 'vitest';
import { readSetupReturn } from './setup-return';

describe('the card provider’s return address', () => {
  it('reads a succeeded set-up and strips the provider’s parameters', () => {
    expect(
      readSetupReturn(
        '?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret&redirect_status=succeeded',
      ),
    ).toEqual({ outcome: { status: 'succeeded' }, rest: '' });
  });

  it('keeps parameters that are not the provider’s', () => {
    expect(readSetupReturn('tab=cards&setup_intent=seti_1&redirect_status=processing')).toEqual({
      outcome: { status: 'processing' },
      rest: 'tab=cards',
    });
  });

  it('anything else is a failure, with the secret to ask the provider why', () => {
    expect(
      readSetupReturn('setup_intent=seti_1&setup_intent_client_secret=seti_1_secret&redirect_status=failed'),
    ).toEqual({ outcome: { status: 'failed', clientSecret: 'seti_1_secret' }, rest: '' });
    expect(readSetupReturn('setup_intent=seti_1&redirect_status=requires_payment_method').outcome).toEqual({
      status: 'failed',
      clientSecret: null,
    });
  });

  it('is not a return without the set-up and its status', () => {
    expect(readSetupReturn('')).toEqual({ outcome: null, rest: '' });
    expect(readSetupReturn('redirect_status=succeeded')).toEqual({ outcome: null, rest: '' });
  });
});
