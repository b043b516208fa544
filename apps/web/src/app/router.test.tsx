import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import type { RouteObject } from 'react-router';
import { WEB_ROUTES } from '@atelier/shared/web-routes';
import { routes } from './router';

/** Every page path the router declares ('/admin/users/:id'), the catch-all left out. */
function declaredPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path === undefined ? base : `${base}/${route.path}`.replace(/\/{2,}/g, '/');
    // A page is an index route or a path without children (a layout's path is its index's).
    const page = route.index || (route.path !== undefined && route.path !== '*' && !route.children);
    const own = page ? [here || '/'] : [];
    return [...own, ...declaredPaths(route.children ?? [], here)];
  });
}

describe('routes', () => {
  it('declares exactly the pages of the shared route table, which the server answers with 200', () => {
    // A page added here and not to packages/shared web-routes.ts would be "Page Not Found"
    // (404) when loaded or refreshed; apps/api page-meta.test.ts loads each.
    const declared = declaredPaths(routes).sort();
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared).toEqual(WEB_ROUTES.map((r) => r.path).sort());
  });

  it('an unknown path shows the Page Not Found page with a link home', async () => {
    stubFetch({});
    renderRoutes(routes, '/this/does-not-exist');
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The title is set in an effect after the page renders: wait for it, as a tab would.
    await waitFor(() => expect(document.title).toBe('Page Not Found — Atelier'));
  });

  it('a route change scrolls the page to the top', async () => {
    stubFetch({ 'GET /api/products': () => json([]) });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    await act(() => router.navigate('/pricing'));
    expect(await screen.findByRole('heading', { name: 'Pricing', level: 1 })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('the first page keeps the scroll position the visitor or the browser gave it', async () => {
    stubFetch({ 'GET /api/products': () => json([]) });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    // The server-painted first view was scrollable before the app took over: no jump.
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/pricing'));
    await screen.findByRole('heading', { name: 'Pricing', level: 1 });
    scrollTo.mockClear();
    // Back to the first page is a route change like any other.
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Faith-inspired portraits, personalised for you' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('the shell has landmarks and a skip link to the main content', async () => {
    stubFetch({ 'GET /api/products': () => json([]) });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Faith-inspired portraits, personalised for you',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('the landing page shows the first 4 products, each linking to its page', async () => {
    const products = Array.from({ length: 5 }, (_, i) => ({
      id: `p${i}`,
      slug: `product-${i}`,
      title: `Product ${i}`,
      description: 'd',
      sampleImageUrl: `/media/static-assets/p${i}.webp`,
    }));
    stubFetch({ 'GET /api/products': () => json(products) });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('link', { name: /Product 3/ })).toHaveAttribute(
      'href',
      '/products/product-3',
    );
    expect(screen.queryByRole('link', { name: /Product 4/ })).not.toBeInTheDocument();
  });

  it.each([
    '/vision-board/vb1/artwork/a1',
    '/artwork/vb1/a1',
    '/artwork/vb1',
    '/artwork',
    '/favorites',
    '/orders',
    '/orders/o1',
    '/profile',
  ])('%s asks a signed-out visitor to sign in', async (path) => {
    stubFetch({});
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeInTheDocument();
  });

  it.each([
    '/admin',
    '/admin/users',
    '/admin/products/new',
    '/admin/products/p1/edit',
    '/admin/gallery/g1/edit',
    '/admin/testimonials/new',
    '/admin/blueprints/b1',
    '/admin/saved-variants',
    '/admin/categories',
    '/admin/pricing',
  ])('%s shows Access denied to a signed-in non-admin', async (path) => {
    authToken.set('tok');
    stubFetch({ 'GET /api/auth/profile': () => json(profile()) });
    renderRoutes(routes, path);
    // The first of these loads the admin chunk, several seconds on a busy 2-core machine.
    expect(
      await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('an admin sees the admin area', async () => {
    authToken.set('tok');
    stubFetch({ 'GET /api/auth/profile': () => json(profile({ role: 'admin' })) });
    renderRoutes(routes, '/admin/testimonials/t1/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Testimonial' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it.each([
    ['/gallery', 'Gallery'],
    ['/pricing', 'Pricing'],
    ['/contact', 'Contact Us'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/returns', 'Returns & Refunds'],
    ['/faq', 'Frequently Asked Questions'],
    ['/sections', 'Sections'],
    ['/auth/reset-password?token=abc', 'Choose a New Password'],
  ])('%s renders its page', async (path, heading) => {
    stubFetch({ 'GET /api/public/config': () => json({ googleEnabled: false }) });
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it("/contact shows the shop's e-mail as a mail link beside the form", async () => {
    // A shopper can write from their own mail program.
    stubFetch({
      'GET /api/public/config': () => json({ googleEnabled: false }),
      'GET /api/public/settings': () => json({ shopEmail: 'hello@shop.example' }),
    });
    renderRoutes(routes, '/contact');
    const link = await screen.findByRole('link', { name: 'hello@shop.example' });
    expect(link).toHaveAttribute('href', 'mailto:hello@shop.example');
    expect(screen.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeInTheDocument();
  });
});
