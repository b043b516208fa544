import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decodeEntities, Markdown, safeHref } from './markdown';

function renderMarkdown(source: string) {
  const router = createMemoryRouter([{ path: '*', element: <Markdown source={source} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, emphasis and links', () => {
    renderMarkdown(
      '## Your photos\n\nWe keep them **private** and *safe*.\n\n- Stored privately\n- Deleted after a while\n\nSee [our FAQ](/faq) or [email us](mailto:hello@example.com).',
    );
    expect(screen.getByRole('heading', { name: 'Your photos', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('private').tagName).toBe('STRONG');
    expect(screen.getByText('safe').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Stored privately',
      'Deleted after a while',
    ]);
    expect(screen.getByRole('link', { name: 'our FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'email us' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
  });

  it('never turns raw HTML into elements', () => {
    const { container } = renderMarkdown(
      [
        'Hello <img src=x onerror="alert(1)"> there.',
        '',
        '<script>alert("block")</script>',
        '',
        '<div onclick="alert(2)">clicky</div>',
        '',
        'Inline <b>bold?</b> and <a href="javascript:alert(3)">a link</a>.',
        '',
        '[bad link](javascript:alert(4)) and ![pic](https://evil.example/x.png)',
      ].join('\n'),
    );
    expect(container.querySelector('img, script, div[onclick], b, iframe')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:/);
    // The words around the markup stay readable.
    expect(screen.getByText(/Hello\s+there\./)).toBeInTheDocument();
    expect(screen.getByText(/bad link/)).toBeInTheDocument();
  });

  it('shows escaped markup as text', () => {
    renderMarkdown('Use \\<script\\> tags &amp; `<img onerror>` freely.');
    expect(screen.getByText(/Use <script> tags &/)).toBeInTheDocument();
    expect(screen.getByText('<img onerror>').tagName).toBe('CODE');
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('keeps heading levels below the page title without gaps', () => {
    renderMarkdown('# Top\n\n### Deeper');
    expect(screen.getByRole('heading', { name: 'Top', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deeper', level: 4 })).toBeInTheDocument();
  });
});

describe('Markdown links', () => {
  // Each row is a link that a browser would follow to another host ('\' is '/' to it, tabs
  // inside are dropped), with the href marked hands on; and one that stays on the shop in a
  // browser but reads '/\' once decoded.
  it.each([
    [String.raw`Read [x](/\evil.example) first.`, String.raw`/\evil.example`],
    [String.raw`Read [x](/\\\\evil.example) first.`, String.raw`/\\evil.example`],
    [String.raw`Read [x](/\/evil.example) first.`, '//evil.example'],
    [String.raw`Read [x](\\\\evil.example) first.`, String.raw`\\evil.example`],
    ['Read [x](</\t/evil.example>) first.', '/\t/evil.example'],
    [String.raw`Read [x]( /\evil.example ) first.`, String.raw`/\evil.example`],
    [String.raw`[x]: /\evil.example` + '\n\nRead [x] first.', String.raw`/\evil.example`],
    ['Read [x](/%5Cevil.example) first.', '/%5Cevil.example'],
  ])('shows %j as its text, not a link', (source, href) => {
    expect(new URL(href, 'https://shop.example/terms').host).toBe(
      href.startsWith('/%') ? 'shop.example' : 'evil.example',
    );
    const { container } = renderMarkdown(source);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText('Read x first.')).toBeInTheDocument();
  });

  it('keeps shop paths as shop links and http(s) links as external ones', () => {
    renderMarkdown(
      '[FAQ](/faq), [search](/search?q=caf%C3%A9#top) and [guide](https://example.com/a)',
    );
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(new URL((faq as HTMLAnchorElement).href).origin).toBe(window.location.origin);
    expect(screen.getByRole('link', { name: 'search' })).toHaveAttribute(
      'href',
      '/search?q=caf%C3%A9#top',
    );
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});

describe('safeHref and decodeEntities', () => {
  it('allows only same-site paths, anchors, http(s), mailto and tel', () => {
    expect(safeHref('/privacy')).toBe('/privacy');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('tel:+15551234')).toBe('tel:+15551234');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('/\t/evil.example')).toBeNull();
  });

  it('decodes character references', () => {
    expect(decodeEntities('Tom &amp; Jerry&#39;s &lt;3 &#x1F600; &bogus;')).toBe(
      "Tom & Jerry's <3 😀 &bogus;",
    );
  });
});
