import type { AdminDashboard, DashboardPeriod } from '@atelier/shared/schemas/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { formatCents } from '@/features/admin/lib/money';
import { AdminIntro } from '../shell/admin-intro';
import { dashboardQuery } from './api/get-dashboard';
import { AttentionList } from './components/attention-list';
import { DailyChart } from './components/daily-chart';
import { FigureCard } from './components/figure-card';
import { OrdersByStatus } from './components/orders-by-status';
import { DashboardSection } from './components/section';
import { PERIOD_OPTIONS, formatCount, formatDuration, formatRate, parsePeriod } from './lib/format';

/** /admin: how the shop is doing — the period (?period=today|7d|30d) is in the URL. */
export function AdminDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const period = parsePeriod(search.get('period'));
  const dashboard = useQuery(dashboardQuery());

  const choose = (value: DashboardPeriod) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('period', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6 pb-6">
      <AdminIntro title="Dashboard">
        Sales, orders, generations and sign-ups, each beside the period before.
      </AdminIntro>
      <div className="grid gap-8 px-6">
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {PERIOD_OPTIONS.map((p) => (
            <Button
              key={p.value}
              type="button"
              size="sm"
              variant={p.value === period ? 'default' : 'outline'}
              aria-pressed={p.value === period}
              onClick={() => choose(p.value)}
            >
              {p.label}
            </Button>
          ))}
        </div>
        {dashboard.isPending ? (
          <p role="status" className="text-sm text-muted">
            Loading the figures…
          </p>
        ) : dashboard.isError ? (
          <AdminLoadError
            error={dashboard.error}
            fallback="The figures could not be loaded."
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <Figures data={dashboard.data} period={period} />
        )}
      </div>
    </div>
  );
}

function Figures({ data, period }: { data: AdminDashboard; period: DashboardPeriod }) {
  const { current, previous } = data.periods[period];
  const previousLabel = PERIOD_OPTIONS.find((p) => p.value === period)!.previous;
  const money = (cents: number) => formatCents(cents, data.currency);
  const card = { previousLabel };
  const g = current.generations;
  const pg = previous.generations;
  return (
    <>
      <DashboardSection id="dash-revenue" title="Revenue">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FigureCard
            label="Total"
            current={current.revenue.totalCents}
            previous={previous.revenue.totalCents}
            format={money}
            {...card}
          />
          <FigureCard
            label="Subscriptions"
            current={current.revenue.subscriptionsCents}
            previous={previous.revenue.subscriptionsCents}
            format={money}
            {...card}
          />
          <FigureCard
            label="Canvas prints"
            current={current.revenue.canvasCents}
            previous={previous.revenue.canvasCents}
            format={money}
            {...card}
          />
          <FigureCard
            label="PNG downloads"
            current={current.revenue.pngCents}
            previous={previous.revenue.pngCents}
            format={money}
            {...card}
          />
        </dl>
      </DashboardSection>

      <DashboardSection id="dash-orders" title="Orders by status">
        <OrdersByStatus
          current={current.orders}
          previous={previous.orders}
          previousLabel={previousLabel}
        />
      </DashboardSection>

      <DashboardSection id="dash-generations" title="Generations">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FigureCard
            label="Generations"
            current={g.count}
            previous={pg.count}
            format={formatCount}
            {...card}
          />
          <div className="grid content-start gap-1 rounded-xl border border-parchment p-4">
            <dt className="text-sm text-muted">Failure rate</dt>
            <dd className="text-2xl font-semibold text-navy">{formatRate(g.failureRate)}</dd>
            <dd className="text-sm text-muted">
              {formatCount(g.failed)} failed · {formatRate(pg.failureRate)} {previousLabel}
            </dd>
          </div>
          <div className="grid content-start gap-1 rounded-xl border border-parchment p-4">
            <dt className="text-sm text-muted">Duration, median</dt>
            <dd className="text-2xl font-semibold text-navy">{formatDuration(g.medianMs)}</dd>
            <dd className="text-sm text-muted">
              p95 {formatDuration(g.p95Ms)} · {formatDuration(pg.medianMs)} {previousLabel}
            </dd>
          </div>
          <div className="grid content-start gap-1 rounded-xl border border-parchment p-4">
            <dt className="text-sm text-muted">Queue now</dt>
            <dd className="text-2xl font-semibold text-navy">{formatCount(data.now.queueDepth)}</dd>
            <dd className="text-sm text-muted">
              {formatCount(data.now.queued)} queued · {formatCount(data.now.running)} running
            </dd>
          </div>
        </dl>
      </DashboardSection>

      <DashboardSection id="dash-customers" title="Customers">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FigureCard
            label="Sign-ups"
            current={current.signUps}
            previous={previous.signUps}
            format={formatCount}
            {...card}
          />
          <div className="grid content-start gap-1 rounded-xl border border-parchment p-4">
            <dt className="text-sm text-muted">Premium subscribers now</dt>
            <dd className="text-2xl font-semibold text-navy">
              {formatCount(data.now.premiumActive)}
            </dd>
            <dd className="text-sm text-muted">
              {formatCount(data.now.premiumCancelling)} cancelling at period end
            </dd>
          </div>
        </dl>
      </DashboardSection>

      <DashboardSection id="dash-funnel" title="Funnel">
        <dl className="grid gap-3 sm:grid-cols-3">
          <FigureCard
            label="Boards created"
            current={current.funnel.boards}
            previous={previous.funnel.boards}
            format={formatCount}
            {...card}
          />
          <FigureCard
            label="Artworks finished"
            current={current.funnel.artworksFinished}
            previous={previous.funnel.artworksFinished}
            format={formatCount}
            {...card}
          />
          <FigureCard
            label="Purchases"
            current={current.funnel.purchases}
            previous={previous.funnel.purchases}
            format={formatCount}
            {...card}
          />
        </dl>
      </DashboardSection>

      <DashboardSection id="dash-daily" title="Last 30 days">
        <DailyChart daily={data.daily} currency={data.currency} />
      </DashboardSection>

      <DashboardSection id="dash-attention" title="Needs attention">
        <AttentionList attention={data.attention} currency={data.currency} />
      </DashboardSection>
    </>
  );
}
