import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { fieldControlClass } from '@/features/admin/components/form-fields';
import { Section } from '@/features/admin/components/section';
import { blueprintVersionQuery } from '../api/blueprints';
import { settingChanges, TEMPLATE_FIELDS, templateDiff } from '../lib/version-diff';

/**
 * Two versions side by side: each template word by word (<del> and <ins>: struck through and
 * underlined as well as red and green, with "removed"/"added" for screen readers) and the
 * settings that differ, before → after.
 */
export function VersionDiff({ detail }: { detail: BlueprintDetail }) {
  const id = useId();
  const versions = detail.versions;
  const [from, setFrom] = useState(versions[1]?.id ?? versions[0]?.id ?? '');
  const [to, setTo] = useState(versions[0]?.id ?? '');
  const before = useQuery({ ...blueprintVersionQuery(detail.id, from), enabled: Boolean(from) });
  const after = useQuery({ ...blueprintVersionQuery(detail.id, to), enabled: Boolean(to) });
  const pick = (label: string, value: string, set: (v: string) => void, key: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <select
        id={`${id}-${key}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        className={fieldControlClass}
      >
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            v{v.version}
            {v.isLive ? ' (live)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
  const a = before.data;
  const b = after.data;
  const changes = a && b ? settingChanges(a, b) : [];
  return (
    <Section title="Compare versions">
      <div className="grid gap-3 sm:grid-cols-2">
        {pick('From version', from, setFrom, 'from')}
        {pick('To version', to, setTo, 'to')}
      </div>
      {before.isError || after.isError ? (
        <p role="alert" className="text-sm text-danger">
          A version could not be loaded.
        </p>
      ) : !a || !b ? (
        <p role="status" className="text-sm text-muted">
          Loading the versions…
        </p>
      ) : (
        <div
          className="grid gap-4"
          aria-label={`v${a.version} compared with v${b.version}`}
          role="group"
        >
          {TEMPLATE_FIELDS.map(([key, label]) => {
            const parts = templateDiff(a[key], b[key]);
            const same = parts.every((p) => p.change === 'same');
            return (
              <div key={key} className="grid gap-1">
                <h3 className="text-sm font-semibold text-navy">{label}</h3>
                {same ? (
                  <p className="text-sm text-muted">No change.</p>
                ) : (
                  <p
                    data-testid={`diff-${key}`}
                    className="rounded-md bg-cream/60 p-2 font-mono text-xs break-words whitespace-pre-wrap"
                  >
                    {parts.map((p, i) =>
                      p.change === 'added' ? (
                        <ins key={i} className="bg-success/15 text-success underline decoration-2">
                          <span className="sr-only">added: </span>
                          {p.text}
                        </ins>
                      ) : p.change === 'removed' ? (
                        <del key={i} className="bg-danger/10 text-danger line-through decoration-2">
                          <span className="sr-only">removed: </span>
                          {p.text}
                        </del>
                      ) : (
                        <span key={i}>{p.text}</span>
                      ),
                    )}
                  </p>
                )}
              </div>
            );
          })}
          <div className="grid gap-1">
            <h3 className="text-sm font-semibold text-navy">Settings</h3>
            {changes.length === 0 ? (
              <p className="text-sm text-muted">No setting differs.</p>
            ) : (
              <ul aria-label="Changed settings" className="grid gap-1 text-sm">
                {changes.map((c) => (
                  <li key={c.key}>
                    <span className="font-mono">{c.key}</span>: {c.before} → {c.after}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}
