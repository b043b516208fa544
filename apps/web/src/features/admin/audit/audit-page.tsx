import type { AdminAuditEntry } from '@atelier/shared/schemas/admin-audit';
import { DATE_FILTER_FIRST_DAY, DATE_FILTER_LAST_DAY } from '@atelier/shared/schemas/date-filter';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ListToolbar } from '@/features/admin/components/list-toolbar';
import { useListParams } from '@/features/admin/lib/list-params';
import { AdminLoadError } from '@/features/admin/components/admin-load-state';
import { AdminIntro } from '../shell/admin-intro';
import { auditFacetsQuery, auditListQuery } from './api';
import { actionLabel, entityHref, entityLabel } from './lib/entities';

// /admin/audit (DESIGN.md §3 "Admin"): who changed what, and when. Filters (actor, entity,
// date range) and the page (a keyset cursor) live in the URL; newest first, Older/Newer pages.

const FILTERS = ['actor', 'entity', 'from', 'to', 'cursor'];

const TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const formatTime = (iso: string) => TIME.format(new Date(iso));

/** A field's value as text: strings as they are, everything else as JSON; absent as "—". */
function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value || '""';
  return JSON.stringify(value);
}

/** The changed fields, each as it was → as it became. */
function Changes({ entry }: { entry: AdminAuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <p className="text-muted">No field changed.</p>;
  return (
    <dl className="grid gap-2">
      {fields.map((field) => (
        <div key={field} className="grid gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
          <dt className="font-medium break-all text-navy">{field}</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-2">
            <span className="sr-only">before:</span>
            <code className="rounded bg-danger/10 px-1.5 py-0.5 break-all whitespace-pre-wrap text-navy line-through decoration-danger/60">
              {entry.before === null ? '(none)' : show(before[field])}
            </code>
            <span aria-hidden>→</span>
            <span className="sr-only">after:</span>
            <code className="rounded bg-success/10 px-1.5 py-0.5 break-all whitespace-pre-wrap text-navy">
              {entry.after === null ? '(none)' : show(after[field])}
            </code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function EntryRow({ entry }: { entry: AdminAuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const href = entityHref(entry);
  const what = `${entityLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId.slice(0, 8)}` : ''}`;
  return (
    <Fragment>
      <tr className="border-t border-parchment align-top hover:bg-ivory">
        <td className="px-3 py-2 whitespace-nowrap">
          <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
        </td>
        <td className="px-3 py-2 break-all">{entry.actorEmail}</td>
        <td className="px-3 py-2">{actionLabel(entry.action)}</td>
        <td className="px-3 py-2">
          {href ? (
            <Link to={href} className="text-navy underline underline-offset-2 hover:text-gold">
              {what}
            </Link>
          ) : (
            what
          )}
        </td>
        <td className="px-3 py-2 whitespace-nowrap">{entry.ip ?? '—'}</td>
        <td className="px-3 py-2 text-right">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? (
              <ChevronUp className="size-4" aria-hidden />
            ) : (
              <ChevronDown className="size-4" aria-hidden />
            )}
            {open ? 'Hide changes' : 'Show changes'}
            <span className="sr-only">
              {' '}
              of {actionLabel(entry.action).toLowerCase()} {what}
            </span>
          </Button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="bg-cream/30">
        <td colSpan={6} className="px-3 py-3">
          {open ? (
            <div className="grid gap-3">
              <Changes entry={entry} />
              <p className="text-xs text-muted">
                Recorded from <code>{entry.route}</code>
              </p>
            </div>
          ) : null}
        </td>
      </tr>
    </Fragment>
  );
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        min={DATE_FILTER_FIRST_DAY}
        max={DATE_FILTER_LAST_DAY}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

/** /admin/audit: the audit log. */
export function AdminAuditPage() {
  const [params, setParams] = useListParams({ sort: 'createdAt', dir: 'desc', filters: FILTERS });
  const { filters } = params;
  const qs = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  const list = useQuery(auditListQuery(qs ? `?${qs}` : ''));
  const facets = useQuery(auditFacetsQuery());

  /** A new filter starts again from the newest entries. */
  const setFilter = (name: string, value: string | undefined) =>
    setParams({ filters: { [name]: value, cursor: undefined } });

  const items = list.data?.items ?? [];
  const filtered = ['actor', 'entity', 'from', 'to'].some((f) => filters[f]);

  return (
    <div className="grid gap-4">
      <AdminIntro title="Audit log">
        Who changed what, and when: every admin write, with the fields before and after.
      </AdminIntro>

      <div className="flex flex-wrap items-end gap-3">
        <ListToolbar
          className="flex-1"
          filters={[
            {
              name: 'actor',
              label: 'Who',
              allLabel: 'Every admin',
              value: filters.actor,
              options: (facets.data?.actors ?? []).map((a) => ({ value: a.id, label: a.email })),
            },
            {
              name: 'entity',
              label: 'Entity',
              allLabel: 'Everything',
              value: filters.entity,
              options: (facets.data?.entities ?? []).map((e) => ({
                value: e,
                label: entityLabel(e),
              })),
            },
          ]}
          onFilterChange={setFilter}
        />
        <DateField label="From" value={filters.from} onChange={(v) => setFilter('from', v)} />
        <DateField label="To" value={filters.to} onChange={(v) => setFilter('to', v)} />
        {filtered ? (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setParams({
                filters: {
                  actor: undefined,
                  entity: undefined,
                  from: undefined,
                  to: undefined,
                  cursor: undefined,
                },
              })
            }
          >
            Clear filters
          </Button>
        ) : null}
      </div>

      {list.isError ? (
        <AdminLoadError
          error={list.error}
          fallback="The list could not be loaded."
          onRetry={() => void list.refetch()}
          className="mx-6 mb-6"
        />
      ) : (
        <div
          role="region"
          aria-label="Audit entries"
          tabIndex={0}
          className="relative max-w-full overflow-x-auto rounded-xl border border-parchment focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          <table
            className="w-full min-w-[44rem] border-collapse text-left text-sm"
            aria-busy={list.isFetching}
          >
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead className="bg-cream/60 text-navy">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Time
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Action
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Entity
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  IP
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  <span className="sr-only">Changes</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-3 py-10 text-center text-muted">
                    {list.isPending
                      ? 'Loading…'
                      : filtered
                        ? 'No entries match these filters.'
                        : 'No admin has changed anything yet.'}
                  </td>
                </tr>
              ) : (
                items.map((entry) => <EntryRow key={entry.id} entry={entry} />)
              )}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label="Audit pages" className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={!list.data?.newerCursor}
          onClick={() => setParams({ filters: { cursor: list.data?.newerCursor ?? undefined } })}
        >
          <ChevronLeft className="size-4" aria-hidden />
          Newer
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!list.data?.olderCursor}
          onClick={() => setParams({ filters: { cursor: list.data?.olderCursor ?? undefined } })}
        >
          Older
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
