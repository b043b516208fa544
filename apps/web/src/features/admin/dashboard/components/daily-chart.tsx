import type { AdminDashboard } from '@atelier/shared/schemas/admin-dashboard';
import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '@/features/admin/lib/money';
import { formatCount, formatDay } from '../lib/format';

// recharts is imported only here (and so only in the admin chunk).

type Day = AdminDashboard['daily'][number];

/**
 * The last 30 days' revenue (bars, left axis) and generations (line, right axis). Screen
 * readers get the same numbers as a table; the picture itself is named by its caption.
 */
export function DailyChart({ daily, currency }: { daily: Day[]; currency: string }) {
  const captionId = useId();
  const rows = daily.map((d) => ({ ...d, label: formatDay(d.day), revenue: d.revenueCents / 100 }));
  const empty = daily.every((d) => d.revenueCents === 0 && d.generations === 0);
  return (
    <figure aria-labelledby={captionId} className="grid gap-2">
      <figcaption id={captionId} className="text-sm text-muted">
        Revenue and generations per day, last 30 days (UTC)
      </figcaption>
      {empty ? (
        <p className="text-sm text-muted">No sales or generations in the last 30 days.</p>
      ) : (
        <div aria-hidden="true">
          <ComposedChart
            responsive
            accessibilityLayer={false}
            data={rows}
            style={{ width: '100%', height: 260 }}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
            <YAxis
              yAxisId="revenue"
              tick={{ fontSize: 12 }}
              tickFormatter={(v: number) => formatCents(v * 100, currency)}
            />
            <YAxis
              yAxisId="generations"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12 }}
            />
            <Tooltip
              formatter={(value, name) =>
                name === 'Revenue'
                  ? formatCents(Number(value) * 100, currency)
                  : formatCount(Number(value))
              }
            />
            <Legend />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              fill="var(--color-gold)"
              isAnimationActive={false}
            />
            <Line
              yAxisId="generations"
              dataKey="generations"
              name="Generations"
              stroke="var(--color-navy)"
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </div>
      )}
      {/* The hidden box, not the table, is sr-only: a table keeps its content width whatever
          width it is given, and that width made the phone's page scroll sideways. */}
      <div className="sr-only">
        <table>
          <caption>Revenue and generations per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Generations</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{formatCents(d.revenueCents, currency)}</td>
                <td>{formatCount(d.generations)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
