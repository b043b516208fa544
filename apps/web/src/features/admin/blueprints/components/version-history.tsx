import type {
  BlueprintDetail,
  BlueprintVersionSummary,
} from '@atelier/shared/schemas/admin-blueprints';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Section } from '@/features/admin/components/section';
import { formatWhen, whoText } from '../lib/when';

/**
 * The versions, newest first (the live one marked), each with "Start from" (the draft form
 * takes it) and, when it is not live, "Make live" or, older than the live one, "Roll back".
 */
export function VersionHistory({
  detail,
  onStartFrom,
  onMakeLive,
  busy,
  liveError,
  versionActions,
}: {
  detail: BlueprintDetail;
  onStartFrom: (version: BlueprintVersionSummary) => void;
  onMakeLive: (version: BlueprintVersionSummary) => void;
  busy: boolean;
  liveError: string | null;
  /** More for each version, under its row (the regression set's run). */
  versionActions?: (version: BlueprintVersionSummary) => ReactNode;
}) {
  const live = detail.live.version;
  return (
    <Section title="Versions">
      {liveError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {liveError}
        </p>
      ) : null}
      <ol className="grid gap-2">
        {detail.versions.map((v) => (
          <li
            key={v.id}
            aria-label={`Version ${v.version}${v.isLive ? ' (live)' : ''}`}
            className="grid gap-2 rounded-lg border border-parchment p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="min-w-0 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-navy">v{v.version}</span>
                {v.isLive ? (
                  <span className="rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-white">
                    Live
                  </span>
                ) : null}
                <span className="text-muted">{v.provider}</span>
              </p>
              <p className="break-words text-navy">{v.changeNote}</p>
              <p className="text-xs text-muted">
                {whoText(v.author)} · {formatWhen(v.createdAt)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => onStartFrom(v)}>
                Start from v{v.version}
              </Button>
              {v.isLive ? null : (
                <Button type="button" size="sm" disabled={busy} onClick={() => onMakeLive(v)}>
                  {v.version < live ? `Roll back to v${v.version}` : `Make v${v.version} live`}
                </Button>
              )}
            </div>
            {versionActions?.(v)}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Every move of the live pointer: who, when, from vN to vM. */
export function LiveHistory({ moves }: { moves: BlueprintDetail['liveHistory'] }) {
  return (
    <Section title="Live history">
      {moves.length === 0 ? (
        <p className="text-sm text-muted">The live version has not moved yet.</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {moves.map((m) => (
            <li key={`${m.at}-${m.to.id}`}>
              {m.from
                ? `v${m.from.version} → v${m.to.version}`
                : `v${m.to.version} (first live version)`}
              <span className="text-muted">
                {' '}
                · {whoText(m.by)} · {formatWhen(m.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
