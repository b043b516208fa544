import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { AdminTestimonialFormPage } from './testimonial-form-page';
import { P1, paged, product, T9, testimonial } from './test/fixtures';
import { bodyOf, callsTo, renderAdmin } from '@/features/admin/testing/render-admin';

function setup() {
  const fetch = stubFetch({
    'GET /api/admin/products': () => json(paged([product()])),
    'POST /api/admin/testimonials': ({ init }) =>
      json({ ...testimonial({ id: T9 }), ...(bodyOf(init) as object) }, 201),
  });
  renderAdmin(
    <Routes>
      <Route path="/admin/testimonials/new" element={<AdminTestimonialFormPage />} />
      <Route path="/admin/testimonials" element={<h1>Testimonials list</h1>} />
    </Routes>,
    '/admin/testimonials/new',
  );
  return { fetch, user: userEvent.setup() };
}

describe('AdminTestimonialFormPage', () => {
  it('shows the shared schema’s errors for quote and name and sends nothing', async () => {
    const { fetch, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create testimonial' }));
    const quote = screen.getByRole('textbox', { name: 'Quote' });
    await waitFor(() => expect(quote).toHaveAttribute('aria-invalid', 'true'));
    expect(quote).toHaveAccessibleDescription(expect.stringContaining('Quote is required.'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      expect.stringContaining('Name is required.'),
    );
    await waitFor(() => expect(quote).toHaveFocus());
    expect(callsTo(fetch, 'POST', '/api/admin/testimonials')).toHaveLength(0);
  });

  it('creates the testimonial with the body the API expects', async () => {
    const { fetch, user } = setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Quote' }),
      'It hangs above our fireplace.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ruth K.');
    const rating = screen.getByRole('spinbutton', { name: /Rating/ });
    await user.clear(rating);
    await user.type(rating, '4');
    await screen.findByRole('option', { name: 'Family Portrait' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Product/ }), P1);
    await user.click(screen.getByRole('switch', { name: /Featured/ }));
    await user.click(screen.getByRole('button', { name: 'Create testimonial' }));

    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/admin/testimonials')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/admin/testimonials')[0]!.init)).toEqual({
      quote: 'It hangs above our fireplace.',
      name: 'Ruth K.',
      location: null,
      avatar: null,
      rating: 4,
      isActive: true,
      featured: true,
      artwork: null,
      productId: P1,
    });
    expect(await screen.findByRole('heading', { name: 'Testimonials list' })).toBeInTheDocument();
  });
});
