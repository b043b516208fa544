import type {
  AdminOutboxDetail,
  AdminOutboxList,
  AdminOutboxRow,
} from '@atelier/shared/schemas/admin-outbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminOutboxPage } from './outbox-page';

const RESET = 'aaaaaaaa-0000-4000-8000-000000000001';
const FAILED = 'bbbbbbbb-0000-4000-8000-000000000002';
const SENT = 'cccccccc-0000-4000-8000-000000000003';
const LINK =
  'http://localhost:3000/api/auth/reset-password/tok3n?callbackURL=%2Fauth%2Freset-password';

const mails: Record<string, AdminOutboxDetail> = {
  [RESET]: {
    id: RESET,
    to: 'ada@example.com',
    subject: 'Reset your Atelier password',
    kind: 'password-reset',
    status: 'logged',
    error: null,
    attempts: 0,
    createdAt: '2026-11-24T10:00:00.000Z',
    sentAt: null,
    lastAttemptAt: null,
    text: `Hello Ada,\n\nOpen this link within the hour to choose a new password:\n\n${LINK}\n\nIf you did not ask for this, ignore this mail.`,
    html: null,
    links: [LINK],
    tokensMasked: false,
  },
  [FAILED]: {
    id: FAILED,
    to: 'linus@example.com',
    subject: 'Your canvas is on its way',
    kind: 'order-status',
    status: 'failed',
    error: 'connect ECONNREFUSED 127.0.0.1:25',
    attempts: 5,
    createdAt: '2026-11-24T09:00:00.000Z',
    sentAt: null,
    lastAttemptAt: '2026-11-24T09:10:00.000Z',
    text: 'Your canvas is on its way.',
    html: null,
    links: [],
    tokensMasked: false,
  },
  [SENT]: {
    id: SENT,
    to: 'grace@example.com',
    subject: 'Reset your Atelier password',
    kind: 'password-reset',
    status: 'sent',
    error: null,
    attempts: 1,
    createdAt: '2026-11-24T08:00:00.000Z',
    sentAt: '2026-11-24T08:00:01.000Z',
    lastAttemptAt: '2026-11-24T08:00:00.000Z',
    text: 'Open http://localhost:3000/api/auth/reset-password/••••?callbackURL=%2Fauth to reset.',
    html: null,
    links: ['http://localhost:3000/api/auth/reset-password/••••?callbackURL=%2Fauth'],
    tokensMasked: true,
  },
};

const rowOf = ({
  text: _t,
  html: _h,
  links: _l,
  tokensMasked: _m,
  lastAttemptAt: _a,
  ...row
}: AdminOutboxDetail): AdminOutboxRow => row;

function setup(path = '/admin/outbox') {
  const state = structuredClone(mails);
  const routes: Parameters<typeof stubFetch>[0] = {
    'GET /api/admin/outbox': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams;
      const body: AdminOutboxList = {
        items: Object.values(state)
          .filter((m) => !q.get('status') || m.status === q.get('status'))
          .map(rowOf),
        nextCursor: null,
      };
      return json(body);
    },
    [`POST /api/admin/outbox/${FAILED}/resend`]: () => {
      state[FAILED] = { ...state[FAILED]!, status: 'pending', attempts: 0, error: null };
      return json(state[FAILED]);
    },
  };
  for (const id of [RESET, FAILED, SENT])
    routes[`GET /api/admin/outbox/${id}`] = () => json(state[id]);
  const fetch = stubFetch(routes);
  const listUrls = () =>
    callsTo(fetch, 'GET', '/api/admin/outbox').map((c) => new URL(c.url, 'http://x').searchParams);
  return { fetch, listUrls, ...renderAdmin(<AdminOutboxPage />, path), user: userEvent.setup() };
}

describe('AdminOutboxPage', () => {
  it('lists when, to, subject, kind and status (with the error of a failed mail)', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const reset = (await within(table).findByText('ada@example.com')).closest('tr')!;
    for (const text of [
      'Reset your Atelier password',
      'Password reset',
      'Not sent (no mail server)',
    ])
      expect(within(reset).getByText(text)).toBeInTheDocument();
    expect(within(reset).getByText(/Nov 24, 2026/)).toBeInTheDocument();
    expect(within(reset).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    const failed = within(table).getByText('linus@example.com').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(
      within(failed).getByRole('button', {
        name: 'Resend “Your canvas is on its way” to linus@example.com',
      }),
    ).toBeInTheDocument();
  });

  it('filters by status, kind and search in the URL', async () => {
    const { user, router, listUrls } = setup();
    await screen.findByRole('table', { name: 'Outbox' });
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(router.state.location.search).toContain('status=failed'));
    await waitFor(() => expect(listUrls().at(-1)!.get('status')).toBe('failed'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'password-reset');
    await waitFor(() => expect(listUrls().at(-1)!.get('kind')).toBe('password-reset'));
    await user.type(screen.getByLabelText('Search recipient or subject'), 'ada{Enter}');
    await waitFor(() => expect(listUrls().at(-1)!.get('q')).toBe('ada'));
    expect(router.state.location.search).toContain('q=ada');
  });

  it('opens an undelivered mail with its reset link clickable', async () => {
    const { user, router } = setup();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const row = (await within(table).findByText('ada@example.com')).closest('tr')!;
    await user.click(within(row).getByRole('link', { name: 'Reset your Atelier password' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${RESET}`));
    const mail = await screen.findByRole('article', { name: 'Reset your Atelier password' });
    expect(within(mail).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(mail).toHaveTextContent('Open this link within the hour to choose a new password:');
    expect(mail).toHaveTextContent('This mail has not reached ada@example.com');
  });

  it('a delivered mail shows its masked link as text, not as a link', async () => {
    setup(`/admin/outbox?id=${SENT}`);
    const mail = await screen.findByRole('article', { name: 'Reset your Atelier password' });
    expect(mail).toHaveTextContent('reset-password/••••?callbackURL');
    expect(mail).toHaveTextContent('the secret part of its links is hidden here');
    expect(within(mail).queryByRole('link', { name: /reset-password/ })).not.toBeInTheDocument();
  });

  it('Resend asks first, then puts the failed mail back in the queue', async () => {
    const { user, fetch } = setup();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const name = 'Resend “Your canvas is on its way” to linus@example.com';
    await user.click(await within(table).findByRole('button', { name }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend this mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'POST', `/api/admin/outbox/${FAILED}/resend`)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Resend' }),
    );
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/outbox/${FAILED}/resend`)).toHaveLength(1),
    );
    expect(
      await screen.findByText(
        '“Your canvas is on its way” to linus@example.com will be sent again',
      ),
    ).toBeInTheDocument();
    const row = within(table).getByText('linus@example.com').closest('tr')!;
    expect(await within(row).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = setup(`/admin/outbox?id=${RESET}`);
    await screen.findByRole('article', { name: 'Reset your Atelier password' });
    await screen.findByText('linus@example.com');
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
