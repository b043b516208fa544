import type {
  AdminMessageDetail,
  AdminMessageList,
  AdminMessageRow,
} from '@atelier/shared/schemas/admin-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { callsTo, renderAdmin } from '@/features/admin/testing/render-admin';
import { AdminMessagesPage } from './messages-page';

const M1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const M2 = 'bbbbbbbb-0000-4000-8000-000000000002';

const rows: Record<string, AdminMessageDetail> = {
  [M1]: {
    id: M1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Canvas size & framing?',
    excerpt: 'Hello! Which canvas size suits a portrait of two people?',
    message: 'Hello! Which canvas size suits a portrait of two people?\n\nThanks, Ada',
    status: 'new',
    createdAt: '2026-11-24T08:00:00.000Z',
    readAt: null,
    handledAt: null,
    handledBy: null,
  },
  [M2]: {
    id: M2,
    name: 'Grace',
    email: 'grace@example.com',
    subject: 'Order question',
    excerpt: 'Where is my order?',
    message: 'Where is my order?',
    status: 'read',
    createdAt: '2026-11-23T08:00:00.000Z',
    readAt: '2026-11-23T09:00:00.000Z',
    handledAt: null,
    handledBy: null,
  },
};

const rowOf = ({ message: _m, handledBy: _h, ...row }: AdminMessageDetail): AdminMessageRow => row;

function setup(path = '/admin/messages') {
  const state = structuredClone(rows);
  const act =
    (status: AdminMessageDetail['status']) =>
    ({ url }: { url: string }) => {
      const id = url.split('/').at(-2)!;
      state[id] = { ...state[id]!, status };
      return json(state[id]);
    };
  const routes: Parameters<typeof stubFetch>[0] = {
    'GET /api/admin/messages': ({ url }) => {
      const status = new URL(url, 'http://x').searchParams.get('status');
      const all = Object.values(state);
      const body: AdminMessageList = {
        items: all.filter((m) => !status || m.status === status).map(rowOf),
        nextCursor: null,
        unreadCount: all.filter((m) => m.status === 'new').length,
      };
      return json(body);
    },
  };
  for (const id of [M1, M2]) {
    routes[`GET /api/admin/messages/${id}`] = () => json(state[id]);
    routes[`POST /api/admin/messages/${id}/read`] = act('read');
    routes[`POST /api/admin/messages/${id}/unread`] = act('new');
    routes[`POST /api/admin/messages/${id}/handled`] = act('handled');
    routes[`POST /api/admin/messages/${id}/reopen`] = act('read');
  }
  const fetch = stubFetch(routes);
  return { fetch, ...renderAdmin(<AdminMessagesPage />, path), user: userEvent.setup() };
}

describe('AdminMessagesPage', () => {
  it('marks unread messages in bold with the word Unread, and filters by status in the URL', async () => {
    const { user, router, fetch } = setup();
    const table = await screen.findByRole('table', { name: 'Messages' });
    const ada = await within(table).findByRole('link', { name: /Canvas size & framing\?/ });
    expect(ada).toHaveTextContent('Unread');
    expect(ada.closest('div')).toHaveClass('font-bold');
    const grace = within(table).getByRole('link', { name: 'Order question' });
    expect(grace).not.toHaveTextContent('Unread');
    expect(grace.closest('div')).not.toHaveClass('font-bold');
    expect(screen.getByText(/1 unread\./)).toBeInTheDocument();

    const chips = screen.getByRole('group', { name: 'Filter by status' });
    await user.click(within(chips).getByRole('button', { name: 'Unread (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=new'));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/admin/messages').at(-1)!.url).toContain('status=new'),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Order question' })).not.toBeInTheDocument(),
    );
  });

  it('opening an unread message shows it in full and marks it read; reply is a mailto link', async () => {
    const { user, router, fetch } = setup();
    const table = await screen.findByRole('table', { name: 'Messages' });
    await user.click(await within(table).findByRole('link', { name: /Canvas size & framing\?/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${M1}`));
    const message = await screen.findByRole('article', { name: 'Canvas size & framing?' });
    expect(message).toHaveTextContent('Ada Lovelace <ada@example.com>');
    expect(message).toHaveTextContent('Nov 24, 2026');
    expect(within(message).getByText(/Thanks, Ada/)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/messages/${M1}/read`)).toHaveLength(1),
    );
    await waitFor(() => expect(message).toHaveTextContent('StatusRead'));
    expect(within(message).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com?subject=Re%3A%20Canvas%20size%20%26%20framing%3F',
    );
    // Opening a message that was already read sends nothing.
    await user.click(within(table).getByRole('link', { name: 'Order question' }));
    await screen.findByRole('article', { name: 'Order question' });
    expect(callsTo(fetch, 'POST', `/api/admin/messages/${M2}/read`)).toHaveLength(0);
  });

  it('Mark handled, Reopen and Mark unread change the message', async () => {
    const { user, router, fetch } = setup(`/admin/messages?id=${M2}`);
    const message = await screen.findByRole('article', { name: 'Order question' });
    await user.click(within(message).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/messages/${M2}/handled`)).toHaveLength(1),
    );
    expect(await screen.findByText('Marked handled')).toBeInTheDocument();
    await user.click(await within(message).findByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/messages/${M2}/reopen`)).toHaveLength(1),
    );
    await user.click(await within(message).findByRole('button', { name: 'Mark unread' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/admin/messages/${M2}/unread`)).toHaveLength(1),
    );
    // Closed, so it is not marked read again at once; the list shows it unread.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const table = screen.getByRole('table', { name: 'Messages' });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: /Order question/ })).toHaveTextContent(
        'Unread',
      ),
    );
    expect(callsTo(fetch, 'POST', `/api/admin/messages/${M2}/read`)).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = setup(`/admin/messages?id=${M2}`);
    await screen.findByRole('article', { name: 'Order question' });
    await screen.findByRole('link', { name: /Canvas size/ });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
