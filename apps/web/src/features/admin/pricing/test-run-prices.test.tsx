import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { bodyOf, renderPage, seeded } from './pricing-page.fixture';

describe('AdminPricingPage: test-run prices', () => {
  it('shows the price per image of each paid provider and saves new ones', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'GET /api/admin/test-run-prices': () => json({ openai: 4, replicate: 3, updatedAt: null }),
      'PUT /api/admin/test-run-prices': ({ init }) =>
        json({ ...bodyOf(init), updatedAt: '2026-11-28T09:00:00.000Z' }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Test-run prices' });
    const openai = within(form).getByLabelText('OpenAI, per image');
    await expect.poll(() => (openai as HTMLInputElement).value).toBe('0.04');
    expect(within(form).getByLabelText('Replicate, per image')).toHaveValue('0.03');
    await user.clear(openai);
    await user.type(openai, '0.07');
    await user.click(within(form).getByRole('button', { name: 'Save test-run prices' }));
    await screen.findByText('Test-run prices saved');
    const put = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).includes('test-run-prices'),
    );
    expect(bodyOf(put![1]!)).toEqual({ openai: 7, replicate: 3 });
  });

  it('says why the prices could not be loaded, with Try again', async () => {
    stubFetch({
      'GET /api/admin/pricing': () => json(seeded()),
      'GET /api/admin/test-run-prices': () =>
        json({ error: { code: 'INTERNAL', message: 'The database is not answering.' } }, 500),
    });
    renderPage();
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
