import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { ContentPageView } from './content-page-view';

const FAQ = `## How does personalisation work?

Choose a product and upload **photos**.

## Can I order a canvas print?

Yes. See our [pricing page](/pricing).

## What happens to my photos?

They are stored privately.
`;

const page = (slug: string, markdown: string, title = 'Frequently Asked Questions') =>
  json({ slug, title, markdown, updatedAt: '2026-11-01T00:00:00.000Z' });

describe('ContentPageView', () => {
  it('renders a page from GET /api/pages/{slug} with its title and date', async () => {
    stubFetch({
      'GET /api/pages/returns': () =>
        page(
          'returns',
          '## Our 30-day guarantee\n\nTell us within **30 days**.',
          'Returns & Refunds',
        ),
    });
    renderWithApp(<ContentPageView slug="returns" />);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Our 30-day guarantee', level: 2 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Returns & Refunds', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated November 1, 2026')).toBeInTheDocument();
  });

  it('does not render raw HTML from the page markdown', async () => {
    stubFetch({
      'GET /api/pages/terms': () =>
        page(
          'terms',
          'Before\n\n<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\nAfter',
          'Terms of Service',
        ),
    });
    const { container } = renderWithApp(<ContentPageView slug="terms" />);
    await screen.findByText('After');
    expect(container.querySelector('main script, article script, article img')).toBeNull();
    expect(container.querySelector('article')?.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/pages/privacy': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'NOT_FOUND', message: 'No such page' } }, 404)
          : page('privacy', 'We respect your privacy.', 'Privacy Policy');
      },
    });
    renderWithApp(<ContentPageView slug="privacy" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this page just now.',
    );
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We respect your privacy.')).toBeInTheDocument();
  });

  it('shows the FAQ as an accordion that opens on click and with Enter', async () => {
    stubFetch({ 'GET /api/pages/faq': () => page('faq', FAQ) });
    renderWithApp(<ContentPageView slug="faq" />);
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: 'How does personalisation work?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/upload/)).not.toBeInTheDocument();
    // Each question is a level-2 heading under the page's h1.
    expect(
      screen.getByRole('heading', { name: 'How does personalisation work?', level: 2 }),
    ).toContainElement(first);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How does personalisation work?' });
    expect(within(answer).getByText('photos').tagName).toBe('STRONG');

    const second = screen.getByRole('button', { name: 'Can I order a canvas print?' });
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing');

    // Arrow keys move between questions; Space toggles too.
    await user.keyboard('{ArrowDown}');
    const third = screen.getByRole('button', { name: 'What happens to my photos?' });
    expect(third).toHaveFocus();
    await user.keyboard(' ');
    expect(third).toHaveAttribute('aria-expanded', 'true');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
