import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_DURATIONS } from '@/components/ui/use-toast';
import { json, stubFetch } from '@/test/fetch';
import { testimonialCountsLine, AdminTestimonialsPage } from './testimonials-page';
import { paged, product, T1, testimonial, V1, V2, V3 } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';

function setup() {
  let current = testimonial();
  const counts = { activeCount: 12, featuredCount: 4, shownOnLanding: 3 };
  const versions = [V2, V3];
  const fetch = stubFetch({
    'GET /api/admin/testimonials': () => json({ ...paged([current]), ...counts }),
    'GET /api/admin/products': () => json(paged([product()])),
    [`PATCH /api/admin/testimonials/${T1}`]: ({ init }) => {
      const body = bodyOf(init) as { featured?: boolean; updatedAt: string };
      current = { ...current, ...body, updatedAt: versions.shift() ?? V3 };
      return json(current);
    },
  });
  renderAdmin(<AdminTestimonialsPage />, '/admin/testimonials');
  return { fetch, user: userEvent.setup() };
}

describe('AdminTestimonialsPage', () => {
  // The Undo toast closes itself after 4 s: on a loaded machine the click may come later than
  // that (then Radix has made the closing toast unclickable). What is tested is Undo, not the timer.
  const successDuration = TOAST_DURATIONS.success;
  beforeAll(() => {
    TOAST_DURATIONS.success = 120_000;
  });
  afterAll(() => {
    TOAST_DURATIONS.success = successDuration;
  });

  it('says how many are active and featured, and that the landing page shows 3', async () => {
    setup();
    expect(
      await screen.findByText(
        '12 active, 4 featured — the landing page shows 3 (active and featured, in this order)',
      ),
    ).toBeInTheDocument();
    expect(testimonialCountsLine({ activeCount: 2, featuredCount: 0, shownOnLanding: 0 })).toBe(
      '2 active, 0 featured — the landing page shows none (it needs testimonials that are both active and featured)',
    );
  });

  it('unfeatures at once with the row’s version, and Undo features it again', async () => {
    const { fetch, user } = setup();
    const featured = await screen.findByRole('switch', { name: 'Featured: Sarah M.' });
    expect(featured).toHaveAttribute('aria-checked', 'true');

    await user.click(featured);
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', `/api/admin/testimonials/${T1}`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetch, 'PATCH', `/api/admin/testimonials/${T1}`)[0]!.init)).toEqual({
      featured: false,
      updatedAt: V1,
    });
    await waitFor(() => expect(featured).toHaveAttribute('aria-checked', 'false'));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH', `/api/admin/testimonials/${T1}`)).toHaveLength(2),
    );
    // The undo edits the version the first change made.
    expect(bodyOf(callsTo(fetch, 'PATCH', `/api/admin/testimonials/${T1}`)[1]!.init)).toEqual({
      featured: true,
      updatedAt: V2,
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Featured: Sarah M.' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('snaps a toggle back and says why when the edit is stale', async () => {
    const message = ADMIN_MESSAGES.staleEdit('testimonial');
    const { fetch, user } = setup();
    const active = await screen.findByRole('switch', { name: 'Active: Sarah M.' });
    const previous = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init = {}) =>
      init.method === 'PATCH'
        ? json({ error: { code: 'STALE_EDIT', message } }, 409)
        : previous(input, init),
    );
    const listCalls = callsTo(fetch, 'GET', '/api/admin/testimonials').length;
    await user.click(active);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(active).toHaveAttribute('aria-checked', 'true'));
    // The list is read again, so the row carries the newer version.
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/admin/testimonials').length).toBeGreaterThan(listCalls),
    );
  });
});
