import type { BlueprintVersionSummary } from '@atelier/shared/schemas/admin-blueprints';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { regressionSummaryQuery, savedVariantsLink, startRegressionRun } from '../api/test-runs';
import { formatWhen } from '../lib/when';

/**
 * "Run the set on vN": re-runs every variant of the product's regression set on the version
 * and links to the run's results; an empty set says what to do first.
 */
export function RegressionRunButton({
  blueprintId,
  version,
}: {
  blueprintId: string;
  version: BlueprintVersionSummary;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ runId: string } | { error: string } | null>(null);
  const start = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const started = await startRegressionRun(blueprintId, version.id);
      setOutcome(
        started.regressionRunId
          ? { runId: started.regressionRunId }
          : { error: 'The run started, but the server did not say which run it is.' },
      );
    } catch (error) {
      setOutcome({ error: adminErrorMessage(error, 'The regression set could not be run.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => void start()}
      >
        {busy ? 'Starting…' : `Run the set on v${version.version}`}
      </Button>
      {outcome && 'runId' in outcome ? (
        <Link
          to={savedVariantsLink({ run: outcome.runId })}
          className="text-sm font-semibold text-navy underline underline-offset-4"
        >
          See the regression run on v{version.version}
        </Link>
      ) : null}
      {outcome && 'error' in outcome ? (
        <p role="alert" className="text-sm text-danger">
          {outcome.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The make-live dialog's line about the regression set: "Regression set on v3: 12 of 12 done,
 * 1 failed, biggest change 23/64 · <date>" with a link to the run, or that none ran yet.
 */
export function RegressionSummaryText({
  blueprintId,
  versionId,
  version,
}: {
  blueprintId: string;
  versionId: string;
  version: number;
}) {
  const summary = useQuery(regressionSummaryQuery(blueprintId, versionId));
  if (summary.isPending) return <span role="status">Loading its latest result…</span>;
  if (summary.isError) {
    return (
      <span>{adminErrorMessage(summary.error, 'Its latest result could not be loaded.')}</span>
    );
  }
  const run = summary.data;
  if (!run) return <span>No regression run for v{version} yet.</span>;
  const change =
    run.maxDistance === null ? 'no change measured yet' : `biggest change ${run.maxDistance}/64`;
  return (
    <span>
      Regression set on v{run.version.version}: {run.finished} of {run.total} done, {run.failed}{' '}
      failed, {change} · {formatWhen(run.createdAt)}.{' '}
      <a
        href={savedVariantsLink({ run: run.id })}
        target="_blank"
        rel="noreferrer"
        className="font-semibold text-navy underline underline-offset-4"
      >
        See the run (opens in a new tab)
      </a>
    </span>
  );
}
