import type { AdminUserDetail, AdminUserRow } from '@atelier/shared/schemas/admin-users';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toQueryString, useListParams } from '@/features/admin/lib/list-params';
import { formatCents } from '@/features/admin/lib/money';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { FormPageState } from '@/features/admin/components/form-page-state';
import { formatDate, shortId } from '@/features/admin/lib/format';
import { Fact, Section } from '@/features/admin/components/section';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { userDetailQuery, userListQuery } from './api/users';
import { UserActions } from './components/user-actions';
import { BoardsSection } from './components/user-boards';
import { userColumns } from './components/user-columns';
import {
  PLAN_LABELS,
  PLAN_OPTIONS,
  PROVIDER_LABELS,
  ROLE_LABELS,
  ROLE_OPTIONS,
} from './lib/labels';

/** /admin/users: accounts with search, role and plan filters, sort and page in the URL. */
export function AdminUsersPage() {
  const [params, setParams] = useListParams({
    sort: 'createdAt',
    dir: 'desc',
    filters: ['role', 'plan'],
  });
  const list = useQuery(userListQuery(toQueryString(params)));
  return (
    <AdminListPage<AdminUserRow>
      title="Users"
      intro="Shoppers and administrators, their plans and allowances."
      params={params}
      setParams={setParams}
      list={list}
      searchLabel="Search by e-mail or name"
      filters={[
        { name: 'role', label: 'Role', options: ROLE_OPTIONS },
        { name: 'plan', label: 'Plan', options: PLAN_OPTIONS },
      ]}
      caption="Users"
      plural="users"
      columns={userColumns}
    />
  );
}

/** /admin/users/{id}: who the customer is, what they made and bought, and the actions. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useQuery(userDetailQuery(id));
  const user = detail.data;
  const back = (
    <Link
      to="/admin/users"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-navy underline-offset-4 hover:underline sm:min-h-8"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All users
    </Link>
  );
  if (!user) {
    return (
      <>
        <AdminIntro title="User">{back}</AdminIntro>
        <FormPageState error={detail.error} backTo="/admin/users" what="user" />
      </>
    );
  }
  return (
    <>
      <AdminIntro title={user.name || user.email}>
        <div className="grid gap-2">
          {back}
          <p className="flex flex-wrap items-center gap-2 text-base">
            <span>{user.email}</span>
            <span>· {ROLE_LABELS[user.role]}</span>
            <span>· {PLAN_LABELS[user.plan]}</span>
            {user.banned ? <span className="font-semibold text-danger">· Disabled</span> : null}
          </p>
        </div>
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <UserActions user={user} />
          <ProfileSection user={user} />
          <PlanSection user={user} />
          <CreditsSection user={user} />
        </div>
        <div className="grid content-start gap-4">
          <BoardsSection user={user} />
          <OrdersSection user={user} />
          <PaymentsSection user={user} />
        </div>
      </div>
    </>
  );
}

function ProfileSection({ user }: { user: AdminUserDetail }) {
  return (
    <Section title="Profile">
      <dl className="grid gap-2">
        <Fact label="Name">{user.name}</Fact>
        <Fact label="E-mail">
          {user.email}
          {user.emailVerified ? ' (verified)' : ''}
        </Fact>
        <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
        <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
        <Fact label="Account">
          {user.banned ? `Disabled${user.banReason ? `: ${user.banReason}` : ''}` : 'Active'}
        </Fact>
      </dl>
    </Section>
  );
}

function PlanSection({ user }: { user: AdminUserDetail }) {
  const sub = user.subscription;
  const { used, limit, renewsOn } = user.allowance;
  return (
    <Section title="Plan and allowance">
      <dl className="grid gap-2">
        <Fact label="Plan">{PLAN_LABELS[user.plan]}</Fact>
        <Fact label="Allowance">
          {`${used}/${limit} generations used`}
          {renewsOn ? `, renews on ${formatDate(renewsOn)}` : ''}
        </Fact>
        {sub ? (
          <>
            <Fact label="Subscription">
              {`${PROVIDER_LABELS[sub.provider] ?? sub.provider} · ${sub.status}`}
              {sub.cancelAtPeriodEnd ? ' · cancels at period end' : ''}
            </Fact>
            {sub.currentPeriodEnd ? (
              <Fact label="Period ends">{formatDate(sub.currentPeriodEnd)}</Fact>
            ) : null}
          </>
        ) : (
          <Fact label="Subscription">None</Fact>
        )}
      </dl>
    </Section>
  );
}

function CreditsSection({ user }: { user: AdminUserDetail }) {
  return (
    <Section title="Credit history">
      {user.creditGrants.length === 0 ? (
        <p className="text-sm text-muted">No credits given by hand.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {user.creditGrants.map((g) => (
            <li key={g.id}>
              <span className="font-semibold text-navy">+{g.amount}</span> · {g.reason} ·{' '}
              {formatDate(g.createdAt)}
              {g.grantedByEmail ? ` · by ${g.grantedByEmail}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const money = (cents: number | null, currency: string | null) =>
  cents === null ? '—' : formatCents(cents, currency ?? 'usd');

function OrdersSection({ user }: { user: AdminUserDetail }) {
  return (
    <Section title="Orders">
      {user.orders.length === 0 ? (
        <p className="text-sm text-muted">No orders yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {user.orders.map((o) => (
            <li key={o.id}>
              {o.kind === 'artwork' ? (
                <span className="font-mono">{shortId(o.id)}</span>
              ) : (
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-mono font-semibold text-navy underline-offset-4 hover:underline"
                >
                  {shortId(o.id)}
                </Link>
              )}{' '}
              · {o.kind} · {o.status} · {money(o.totalCents, o.currency)} ·{' '}
              {formatDate(o.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PaymentsSection({ user }: { user: AdminUserDetail }) {
  return (
    <Section title="Payments">
      {user.payments.length === 0 ? (
        <p className="text-sm text-muted">No payments yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {user.payments.map((p) => (
            <li key={p.id}>
              {p.kind === 'upgrade' ? `Premium upgrade (${p.planId ?? 'plan'})` : 'Order'} ·{' '}
              {p.provider} · {p.status} · {money(p.totalCents, p.currency)} ·{' '}
              {formatDate(p.createdAt)}
              {p.orderId ? (
                <>
                  {' · '}
                  <Link
                    to={`/admin/orders/${p.orderId}`}
                    className="font-mono font-semibold text-navy underline-offset-4 hover:underline"
                  >
                    {shortId(p.orderId)}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
