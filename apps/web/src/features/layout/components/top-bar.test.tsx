import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { authToken } from '@/lib/auth-token';
import { json, profile, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { TopBar } from './top-bar';

function signedInAs(user: UserProfile) {
  authToken.set('tok');
  stubFetch({ 'GET /api/auth/profile': () => json(user) });
  renderWithApp(<TopBar />);
}

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'User menu' }));
  return screen.findByRole('menu');
}

describe('TopBar', () => {
  it('signed out: a centered logo home and Create Your Portrait to /products', () => {
    stubFetch({});
    renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Atelier home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create Your Portrait' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });

  it('while auth loads: a disabled Loading button', () => {
    authToken.set('tok');
    stubFetch({ 'GET /api/auth/profile': () => new Promise<Response>(() => {}) });
    renderWithApp(<TopBar />);
    expect(screen.getByRole('button', { name: 'Loading' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Create Your Portrait' })).not.toBeInTheDocument();
  });

  it('signed in: My Portraits, Upgrade to Premium and the user menu entries', async () => {
    signedInAs(profile({ generationsUsed: 1, generationsLimit: 3 }));
    expect(await screen.findByRole('link', { name: 'My Portraits' })).toHaveAttribute(
      'href',
      '/artwork',
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();

    const menu = await openUserMenu();
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByText('Generations 1/3')).toBeInTheDocument();
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Profile',
      'Portraits',
      'Favorites',
      'Orders',
      'Upgrade to Premium',
      'Sign out',
    ]);
    expect(within(menu).queryByText('Pro')).not.toBeInTheDocument();
  });

  it('Admin Panel shows for role admin only', async () => {
    signedInAs(profile({ role: 'admin' }));
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('the owner (role admin, not premium) is offered no Upgrade to Premium, menu or mobile', async () => {
    signedInAs(profile({ role: 'admin', isPremium: false }));
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Portraits', 'Favorites', 'Orders', 'Admin Panel', 'Sign out']);
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(
      within(nav).queryByRole('button', { name: 'Upgrade to Premium' }),
    ).not.toBeInTheDocument();
  });

  it('premium: no Upgrade to Premium anywhere, a Pro marker instead', async () => {
    signedInAs(profile({ isPremium: true, generationsLimit: 100 }));
    const menu = await openUserMenu();
    expect(within(menu).getByText('Pro')).toBeInTheDocument();
    expect(within(menu).getByText('Generations 0/100')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: 'Upgrade to Premium' }),
    ).not.toBeInTheDocument();
  });

  it('the avatar falls back to the uppercased first letter of the name, else the email', async () => {
    signedInAs(profile({ displayName: 'grace' }));
    const trigger = await screen.findByRole('button', { name: 'User menu' });
    expect(trigger).toHaveTextContent('G');
  });

  it('without a display name the menu says User and the avatar uses the email', async () => {
    signedInAs(profile({ displayName: null, email: 'zoe@example.com' }));
    const trigger = await screen.findByRole('button', { name: 'User menu' });
    expect(trigger).toHaveTextContent('Z');
    const menu = await openUserMenu();
    expect(within(menu).getByText('User')).toBeInTheDocument();
  });

  it('mobile: the menu toggles with aria-expanded and lists the account entries plus Sign out', async () => {
    signedInAs(profile());
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Portraits' })).toHaveAttribute(
      'href',
      '/artwork',
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Profile', 'Portraits', 'Favorites', 'Orders']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('mobile, signed out: the menu offers Create Vision Board instead', async () => {
    stubFetch({});
    renderWithApp(<TopBar />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Create Vision Board' })).toBeInTheDocument();
    expect(
      within(nav).queryByRole('link', { name: 'Create Your Portrait' }),
    ).not.toBeInTheDocument();
  });

  it('Sign out posts to the auth server and returns to the signed-out bar', async () => {
    const fetch = stubFetch({
      'GET /api/auth/profile': () => json(profile()),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    authToken.set('tok');
    renderWithApp(<TopBar />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Create Your Portrait' })).toBeInTheDocument(),
    );
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/auth/sign-out' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(authToken.get()).toBeNull();
  });
});
