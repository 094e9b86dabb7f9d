import { useQuery } from '@tanstack/react-query';
import { formatMoney, type TBusinessFigures } from '@verity/client';
import { Link } from 'wouter';
import { StatTiles } from '../../components/charts/stat-tiles';
import { QueryError } from '../../components/query-error';
import { formatCount, formatDate } from '../../lib/format';
import { useQueryFailure } from '../../lib/use-query-failure';
import { useAuthStore } from '../../session/auth-store';
import { useBusinessProfile } from '../../shell/use-business-profile';
import { Sparkline } from './components/sparkline';
import { figuresQuery } from './figures-api';
import { activationStatusText, describeDaily, formatRate, spendNote } from './lib/figures-text';

/**
 * Home: the business's figures this month (checks by module with a sparkline, pass and failure rates, spend
 * against the wallet) and, until it is activated, how far its activation has got.
 */
export default function HomePage() {
  const user = useAuthStore((s) => s.user);
  const business = useBusinessProfile().data;
  const figures = useQuery(figuresQuery());
  const failure = useQueryFailure(figures.error);
  const businessName = business?.information.companyName ?? user?.business.name;
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl text-ink">Welcome, {user?.firstName}</h1>
        {businessName && <p className="text-lg text-muted">{businessName}</p>}
      </header>
      {figures.isError && (
        <QueryError
          message={failure}
          onRetry={() => void figures.refetch()}
          fallback="This month's figures could not be loaded."
        />
      )}
      {figures.data && <Figures figures={figures.data} />}
    </section>
  );
}

function Figures({ figures }: { figures: TBusinessFigures }) {
  const { totals } = figures;
  const month = formatDate(`${figures.monthStart}T00:00:00Z`).slice(3);
  return (
    <>
      {figures.activation && <ActivationProgress activation={figures.activation} />}
      <div className="flex flex-col gap-3">
        <h2 className="font-semibold text-ink text-lg">
          This month{' '}
          <span className="font-normal text-muted text-sm">
            ({month}, {figures.environment})
          </span>
        </h2>
        <StatTiles
          label="This month's figures"
          tiles={[
            { label: 'Checks', value: formatCount(totals.checks) },
            { label: 'Pass rate', value: formatRate(totals.passRate), note: 'Found or clear' },
            { label: 'Failure rate', value: formatRate(totals.failureRate), note: 'Not found or failed' },
            ...(figures.spend
              ? [{ label: 'Spend', value: formatMoney(figures.spend), note: spendNote(figures) }]
              : []),
          ]}
        />
      </div>
      <section aria-labelledby="home-modules" className="flex flex-col gap-3">
        <h2 id="home-modules" className="font-semibold text-ink text-lg">
          Checks by module
        </h2>
        <table className="w-full rounded-lg border border-slate-200 bg-white text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Module
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Checks
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Found
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Not found or failed
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Per day
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {figures.modules.map((module) => (
              <tr key={module.module}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                  {module.name}
                </th>
                <td className="px-4 py-2 tabular-nums">{formatCount(module.total)}</td>
                <td className="px-4 py-2 tabular-nums">{formatCount(module.found)}</td>
                <td className="px-4 py-2 tabular-nums">{formatCount(module.notFound + module.failed)}</td>
                <td className="px-4 py-2">
                  <Sparkline daily={module.daily} label={describeDaily(module)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function ActivationProgress({ activation }: { activation: NonNullable<TBusinessFigures['activation']> }) {
  return (
    <section aria-labelledby="home-activation" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="home-activation" className="font-semibold text-ink">
        Business activation
      </h2>
      <p className="mt-1 text-muted">
        {activationStatusText[activation.status]}: {activation.stepsDone} of {activation.stepsTotal} steps
        done. Live checks open once your business is activated; sandbox works now.
      </p>
      <progress
        className="mt-3 h-2 w-full"
        max={activation.stepsTotal}
        value={activation.stepsDone}
        aria-label="Activation steps done"
      />
      <Link
        href="/get-started"
        className="mt-4 inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {activation.stepsDone === 0 ? 'Get started' : 'Continue activation'}
      </Link>
    </section>
  );
}
