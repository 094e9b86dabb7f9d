/**
 * A local stand-in for the live upstream (the registry aggregator), speaking the HTTP adapters' contract:
 * POST /lookup, /companies/lookup and /credit-reports. Numbers ending 9999 make the lookups answer 502,
 * ending 0000 not found; anything else is "Live Person" or "Live Company Limited". Live screening goes to
 * the yente double (features/aml/yente/yente-double.ts) beside it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxScreeningProvider } from '../src/features/aml/sandbox-screening-provider.js';
import { type RunningYenteDouble, startYenteDouble } from '../src/features/aml/yente/yente-double.js';
import { YenteScreeningProvider } from '../src/features/aml/yente/yente-provider.js';
import { HttpCompanyProvider } from '../src/features/company/http-company-provider.js';
import { SandboxCompanyProvider } from '../src/features/company/sandbox-company-provider.js';
import { HttpCreditBureau } from '../src/features/credit-report/http-credit-bureau.js';
import { SandboxCreditBureau } from '../src/features/credit-report/sandbox-credit-bureau.js';
import { HttpIdentityProvider } from '../src/features/identity/providers/http-provider.js';
import { SandboxIdentityProvider } from '../src/features/identity/providers/sandbox-provider.js';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.js';

export interface UpstreamDouble {
  url: string;
  calls: Array<{ path: string; auth: string | undefined; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const livePerson = {
  firstName: 'Live',
  middleName: null,
  lastName: 'Person',
  fullName: 'Live Person',
  dateOfBirth: '1990-02-03',
  gender: 'female',
  phone: null,
  email: null,
  address: null,
  nationality: 'NG',
  photo: null,
  extra: {},
};

const liveCompany = {
  name: 'Live Company Limited',
  entityClass: 'company',
  status: 'active',
  registrationDate: '2010-01-01',
  address: '1 Live Street, Lagos',
  tin: null,
  phone: null,
  email: null,
  directors: [{ name: 'Live Director', role: 'Director', appointedOn: null, nationality: 'NG' }],
  shareholders: [{ name: 'Live Holder', kind: 'individual', shares: 10, percentage: 100 }],
  bankAccount: null,
};

const liveCreditReport = {
  bureau: 'Live Bureau',
  score: 700,
  riskLevel: 'low_risk',
  summary: {
    totalAccounts: 1,
    openAccounts: 1,
    performingAccounts: 1,
    nonPerformingAccounts: 0,
    totalOutstanding: 100_000,
    totalOverdue: 0,
    enquiriesLast12Months: 1,
    currency: 'NGN',
  },
  accounts: [],
  reportedAt: '2026-01-01',
};

export function upstreamDouble(): Promise<UpstreamDouble> {
  const double = {
    calls: [],
  } as unknown as UpstreamDouble;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      double.calls.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(json === undefined ? undefined : JSON.stringify(json));
      };
      const number = String(body.number);
      if (number.endsWith('9999')) return send(502);
      if (req.url === '/credit-reports') {
        const identifier = String(body.identifier);
        if (identifier.endsWith('9999')) return send(502);
        return send(
          200,
          identifier.endsWith('0000')
            ? { status: 'not_found' }
            : {
                status: 'found',
                subject: { kind: body.subject, name: 'Live Subject', identifier },
                report: liveCreditReport,
              },
        );
      }
      if (req.url === '/companies/lookup')
        return send(
          200,
          number.endsWith('0000')
            ? { status: 'not_found' }
            : {
                status: 'found',
                company: { ...liveCompany, registrationNumber: number, country: body.country },
              },
        );
      return send(
        200,
        number.endsWith('0000') ? { status: 'not_found' } : { status: 'found', person: livePerson },
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      double.close = () => new Promise<void>((done) => server.close(() => done()));
      resolve(double);
    }),
  );
}

/**
 * A test app whose live providers talk to a fresh upstream double (identity, company, credit) and a yente
 * double (screening), with sandbox as usual. Closing it closes them all.
 */
export async function appWithUpstream(
  options: Omit<
    TestAppOptions,
    'identityProviders' | 'screeningProviders' | 'companyProviders' | 'creditBureaus'
  > = {},
): Promise<{ t: TestApp; upstream: UpstreamDouble; yente: RunningYenteDouble; close(): Promise<void> }> {
  const upstream = await upstreamDouble();
  const yente = await startYenteDouble({ apiKey: 'test-screening-key' });
  const t = await createTestApp({
    ...options,
    identityProviders: {
      sandbox: new SandboxIdentityProvider(),
      live: new HttpIdentityProvider(upstream.url, 'test-key'),
    },
    screeningProviders: {
      sandbox: new SandboxScreeningProvider(),
      live: new YenteScreeningProvider(yente.url, 'test-screening-key'),
    },
    creditBureaus: {
      sandbox: new SandboxCreditBureau(),
      live: new HttpCreditBureau(upstream.url, 'test-key'),
    },
    companyProviders: {
      sandbox: new SandboxCompanyProvider(),
      live: new HttpCompanyProvider(upstream.url, 'test-key'),
    },
  });
  return {
    t,
    upstream,
    yente,
    async close() {
      await t.close();
      await upstream.close();
      await yente.close();
    },
  };
}
