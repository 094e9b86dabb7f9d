import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  amlCheckTypes,
  amlReviewRouteAddresses,
  callerOf,
  canCall,
  type TAmlSettings,
  ZAmlSettingsRequest,
} from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Thresholds, thresholdFields, thresholdValue } from './thresholds';

const settings: TAmlSettings = { defaultThreshold: 0.85, thresholds: { crypto: 0.9 } };

/** The markup without tags: what a person reads. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const dialog = (mayChange: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Thresholds settings={settings} mayChange={mayChange} onClose={() => undefined} />
    </QueryClientProvider>,
  );

describe('the matching thresholds dialog', () => {
  it('offers whoever may change them the default and one threshold per kind of check, 0.5 to 1', () => {
    const markup = dialog(true);
    expect(markup).toContain('role="dialog"');
    const labels = [...markup.matchAll(/<label[^>]*>([^<]+)<\/label>/g)].map(([, label]) => label);
    expect(labels).toEqual([
      'Default threshold',
      'Name checks',
      'Identity checks',
      'Crypto wallet checks',
      'Individual (advanced) checks',
      'Business (advanced) checks',
      'Domestic PEP checks',
    ]);
    expect(markup.match(/type="number" step="0.01" min="0.5" max="1"/g)).toHaveLength(labels.length);
    expect(markup).toMatch(/<button type="submit"[^>]*>Save thresholds<\/button>/);
    expect(markup).not.toContain('<fieldset disabled');
  });

  it('shows everyone else the same thresholds read-only, with no way to save', () => {
    const markup = dialog(false);
    expect(markup).toContain('<fieldset disabled=""');
    expect(markup).not.toContain('Save thresholds');
    expect(text(markup)).toContain('Someone who may manage the business’s settings can change them.');
  });

  it('is changed only by a role holding business:settings:manage, as the route declares', () => {
    const may = (permissions: string[]) =>
      canCall(
        callerOf({ role: { permissions }, businessType: 'business' }),
        amlReviewRouteAddresses.updateSettings,
      );
    expect(may(['aml:view'])).toBe(false);
    expect(may(['aml:view', 'business:settings:manage'])).toBe(true);
  });
});

describe('the thresholds as the request', () => {
  it('names each field by its path in the request, so the client schema’s words land under it', () => {
    const tooHigh = Object.fromEntries(amlCheckTypes.map((type) => [type, 2]));
    const refused = ZAmlSettingsRequest.safeParse({ defaultThreshold: 0.3, thresholds: tooHigh });
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(new Set(paths)).toEqual(new Set(thresholdFields.map(([name]) => name)));
  });

  it('sends a blank kind of check as no threshold of its own, anything typed as its number', () => {
    expect(thresholdValue('')).toBeUndefined();
    expect(thresholdValue('  ')).toBeUndefined();
    expect(thresholdValue(undefined)).toBeUndefined();
    expect(thresholdValue('0.9')).toBe(0.9);
    // The API's own values, as the form starts from them.
    expect(thresholdValue(0.85)).toBe(0.85);
    const request = { defaultThreshold: thresholdValue('0.8'), thresholds: { crypto: thresholdValue('') } };
    expect(ZAmlSettingsRequest.parse(request)).toEqual({ defaultThreshold: 0.8, thresholds: {} });
  });

  it('refuses a blank default and one outside 0.5 to 1 in the client schema’s words', () => {
    const message = (typed: string) =>
      ZAmlSettingsRequest.safeParse({ defaultThreshold: thresholdValue(typed) }).error?.issues[0]?.message;
    expect(message('')).toBe('The default threshold field should be a number');
    expect(message('0.4')).toBe('The default threshold field should be at least 0.5');
    expect(message('1.5')).toBe('The default threshold field should not be more than 1');
    expect(message('abc')).toBe('The default threshold field should be a number');
  });
});
