import { ARTWORK_FAILURE_LABELS } from '@atelier/shared/schemas/artwork-failures';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { generationStatsQuery } from '../api/generations';
import { formatDuration, PROVIDER_LABELS } from '../lib/format';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);
const duration = (ms: number | null) => (ms === null ? '—' : formatDuration(ms));

/** Each provider's figures over the last 7 or 30 days, and the failures by kind. */
export function ProviderStats({
  days,
  onDaysChange,
}: {
  days: '7' | '30';
  onDaysChange: (days: '7' | '30') => void;
}) {
  const stats = useQuery(generationStatsQuery(days));
  const selectId = useId();
  const headingId = useId();
  const th = 'px-3 py-2 text-left font-semibold text-navy';
  const td = 'px-3 py-2';
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-navy">
          Providers
        </h2>
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-navy">
            Period
          </label>
          <select
            id={selectId}
            value={days}
            onChange={(e) => onDaysChange(e.target.value === '30' ? '30' : '7')}
            className="min-h-11 rounded-lg border border-navy/20 bg-white px-3 text-navy sm:min-h-9"
          >
            <option value="7">Last 7 days</option>
            <option value="30">Last 30 days</option>
          </select>
        </div>
      </div>
      {stats.isError ? (
        <p role="alert">The figures could not be loaded. Please reload the page.</p>
      ) : !stats.data ? (
        <p>Loading figures…</p>
      ) : (
        <div className="grid gap-4 overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Generations per provider</caption>
            <thead>
              <tr className="border-b border-navy/10">
                <th scope="col" className={th}>
                  Provider
                </th>
                <th scope="col" className={th}>
                  Generations
                </th>
                <th scope="col" className={th}>
                  Succeeded
                </th>
                <th scope="col" className={th}>
                  Failed
                </th>
                <th scope="col" className={th}>
                  Success rate
                </th>
                <th scope="col" className={th}>
                  Median time
                </th>
                <th scope="col" className={th}>
                  p95 time
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.data.providers.length === 0 ? (
                <tr>
                  <td colSpan={7} className={td}>
                    No generations in this period.
                  </td>
                </tr>
              ) : (
                stats.data.providers.map((p) => (
                  <tr key={p.provider} className="border-b border-navy/5">
                    <th scope="row" className={th}>
                      {PROVIDER_LABELS[p.provider] ?? p.provider}
                    </th>
                    <td className={td}>{p.total}</td>
                    <td className={td}>{p.succeeded}</td>
                    <td className={td}>{p.failed}</td>
                    <td className={td}>{percent(p.successRate)}</td>
                    <td className={td}>{duration(p.medianMs)}</td>
                    <td className={td}>{duration(p.p95Ms)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          <table className="text-sm">
            <caption className="sr-only">Failures by kind</caption>
            <thead>
              <tr className="border-b border-navy/10">
                <th scope="col" className={th}>
                  Failure kind
                </th>
                <th scope="col" className={th}>
                  Failures
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.data.failuresByKind.map((k) => (
                <tr key={k.kind} className="border-b border-navy/5">
                  <th scope="row" className={th}>
                    {ARTWORK_FAILURE_LABELS[k.kind]}
                  </th>
                  <td className={td}>{k.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
