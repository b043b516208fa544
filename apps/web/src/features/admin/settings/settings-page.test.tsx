import type { AdminSettings } from '@atelier/shared/schemas/admin-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ConfirmProvider } from '@/features/admin/components/confirm-dialog';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { AdminSettingsPage } from './settings-page';

const V1 = '2026-11-20T10:00:00.000Z';
const V2 = '2026-11-24T02:00:00.000Z';

// GET /api/admin/settings of the seeded shop (SPEC.md §1's figures).
const seeded = (): AdminSettings => ({
  socialProof: {
    landing: { families: 1847, rating: 4.9 },
    product: { count: 12847, rating: 4.8 },
  },
  guarantee: { days: 30, text: '100% Satisfaction Guaranteed' },
  liveCounter: { enabled: true, min: 220, max: 250 },
  landing: {
    heroTitle: 'Turn your photos into art',
    heroSubtitle: 'Personalised portraits, printed on canvas.',
    missionTitle: 'Our Mission',
    missionText: 'Art for every family.',
  },
  pages: {
    terms: { title: 'Terms of Service', markdown: 'By using Atelier you agree.' },
    privacy: { title: 'Privacy Policy', markdown: 'We keep your photos private.' },
    returns: { title: 'Returns & Refunds', markdown: 'Tell us within 30 days.' },
    faq: {
      title: 'Frequently Asked Questions',
      entries: [
        { question: 'How does it work?', answer: 'Upload **photos**.' },
        { question: 'Can I order a print?', answer: 'Yes.' },
      ],
    },
  },
  shopEmail: 'hello@atelier.test',
  productionDays: { minDays: 2, maxDays: 4 },
  updatedAt: V1,
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as AdminSettings;

function renderPage() {
  return renderWithApp(
    <ConfirmProvider>
      <AdminSettingsPage />
      <Toaster />
    </ConfirmProvider>,
    { path: '/admin/settings' },
  );
}

async function retype(element: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(element);
  await user.type(element, text);
}

describe('AdminSettingsPage', () => {
  it("shows grey rows while the content loads, the server's reason when it fails, and asks again", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      'GET /api/admin/settings': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'The database did not answer.' } }, 500)
          : json(seeded()),
    });
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading the site content' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database did not answer.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Shop e-mail')).toHaveValue('hello@atelier.test');
  });

  it('loads the settings and shows how the trust lines will read', async () => {
    stubFetch({ 'GET /api/admin/settings': () => json(seeded()) });
    renderPage();

    expect(await screen.findByLabelText('Landing: families')).toHaveValue(1847);
    expect(screen.getByText('4.9 rating · Trusted by 1,847 Families')).toBeInTheDocument();
    expect(screen.getByText('4.8 rating · Trusted by 12,847 customers')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show the live counter' })).toBeChecked();
    expect(screen.getByLabelText('Lowest number')).toHaveValue(220);
    expect(screen.getByLabelText('Highest number')).toHaveValue(250);
    expect(screen.getByLabelText('Terms text')).toHaveValue('By using Atelier you agree.');
    expect(screen.getByLabelText('Question 2')).toHaveValue('Can I order a print?');
    expect(screen.getByLabelText('Shop e-mail')).toHaveValue('hello@atelier.test');

    await retype(screen.getByLabelText('Landing: families'), '2000');
    expect(screen.getByText('4.9 rating · Trusted by 2,000 Families')).toBeInTheDocument();
  });

  it('refuses a live-counter minimum above its maximum with the schema message', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ 'GET /api/admin/settings': () => json(seeded()) });
    renderPage();

    await retype(await screen.findByLabelText('Lowest number'), '300');
    await retype(screen.getByLabelText('Landing: rating'), '7');
    await user.click(screen.getByRole('button', { name: 'Save site content' }));

    const max = screen.getByLabelText('Highest number');
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
    expect(max).toHaveAccessibleDescription(
      'The live counter’s lowest number must not be above its highest.',
    );
    expect(screen.getByLabelText('Landing: rating')).toHaveAccessibleDescription(
      '1 to 5 Must be at most 5.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('previews page markdown with the storefront renderer', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/admin/settings': () => json(seeded()) });
    renderPage();

    await retype(
      await screen.findByLabelText('Terms text'),
      '## Title{enter}{enter}Some **bold** words.',
    );
    const tabs = screen.getByRole('tablist', { name: 'Terms text: write or preview' });
    await user.click(within(tabs).getByRole('tab', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview of Terms text' });
    expect(within(preview).getByRole('heading', { name: 'Title', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('bold').tagName).toBe('STRONG');
    expect(within(preview).queryByText(/##/)).not.toBeInTheDocument();
  });

  it('adds and reorders FAQ entries, then saves them in the new order', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/settings': () => json(seeded()),
      'PUT /api/admin/settings': ({ init }) => json({ ...bodyOf(init), updatedAt: V2 }),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const question = screen.getByLabelText('Question 3');
    await waitFor(() => expect(question).toHaveFocus());
    await user.type(question, 'Do you ship abroad?');
    await user.type(screen.getByLabelText('Answer 3'), 'Yes, to **most** countries.');
    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save site content' }));

    expect(await screen.findByText('Site content saved')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = bodyOf(put![1]!);
    expect(body.pages.faq.entries).toEqual([
      { question: 'Do you ship abroad?', answer: 'Yes, to **most** countries.' },
      { question: 'How does it work?', answer: 'Upload **photos**.' },
      { question: 'Can I order a print?', answer: 'Yes.' },
    ]);
    expect(body.updatedAt).toBe(V1);
    expect(body.liveCounter).toEqual({ enabled: true, min: 220, max: 250 });
  });

  it('removes an FAQ entry and sends the rest', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/settings': () => json(seeded()),
      'PUT /api/admin/settings': ({ init }) => json({ ...bodyOf(init), updatedAt: V2 }),
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save site content' }));

    await screen.findByText('Site content saved');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put![1]!).pages.faq.entries).toEqual([
      { question: 'Can I order a print?', answer: 'Yes.' },
    ]);
  });

  it('saves the production time with the rest, and refuses a shortest above the longest', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/admin/settings': () => json(seeded()),
      'PUT /api/admin/settings': ({ init }) => json({ ...bodyOf(init), updatedAt: V2 }),
    });
    renderPage();

    const shortest = await screen.findByLabelText('Shortest production time');
    const longest = screen.getByLabelText('Longest production time');
    expect(shortest).toHaveValue(2);
    expect(longest).toHaveValue(4);
    await retype(shortest, '5');
    await user.click(screen.getByRole('button', { name: 'Save site content' }));
    await waitFor(() => expect(longest).toHaveAttribute('aria-invalid', 'true'));
    expect(longest).toHaveAccessibleDescription(
      'The shortest production time cannot be longer than the longest.',
    );
    await retype(longest, '61');
    await user.click(screen.getByRole('button', { name: 'Save site content' }));
    await waitFor(() =>
      expect(longest).toHaveAccessibleDescription(
        'Longest production time is a whole number of days from 0 to 60.',
      ),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await retype(longest, '7');
    expect(
      screen.getByText('Each canvas is made to order in 5–7 business days, then shipped.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save site content' }));
    await screen.findByText('Site content saved');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = bodyOf(put![1]!);
    expect(body.productionDays).toEqual({ minDays: 5, maxDays: 7 });
    expect(body.updatedAt).toBe(V1);
  });
});
