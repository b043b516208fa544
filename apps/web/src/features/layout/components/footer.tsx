import { ArrowUp } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { SITE } from '@/lib/site';
import { LogoMark } from './logo';
import { FacebookIcon, InstagramIcon, PinterestIcon } from './social-icons';

const linkClass =
  'inline-flex min-h-11 items-center text-sm text-navy-soft hover:text-navy hover:underline sm:min-h-8';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-navy uppercase">{title}</h2>
      <ul className="mt-3 grid gap-1">{children}</ul>
    </div>
  );
}

const SOCIAL = [
  { label: 'Atelier on Instagram', href: SITE.social.instagram, Icon: InstagramIcon },
  { label: 'Atelier on Facebook', href: SITE.social.facebook, Icon: FacebookIcon },
  { label: 'Atelier on Pinterest', href: SITE.social.pinterest, Icon: PinterestIcon },
];

export function Footer() {
  const { user } = useAuth();
  const { openSignIn } = useDialogs();
  const year = new Date().getFullYear();

  // The link works without JavaScript tricks (it is /auth); on click the dialog opens in place.
  const onLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openSignIn('sign-in');
  };

  return (
    <footer className="mt-16 border-t border-parchment bg-cream">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="grid content-start gap-3">
          <Link
            to="/"
            className="inline-flex items-center gap-2 font-semibold"
            aria-label="Atelier home"
          >
            <LogoMark />
            <span className="text-lg">Atelier</span>
          </Link>
          <p className="max-w-sm text-sm text-navy-soft">
            Faith-inspired portraits and vision boards, personalised from your photos and words.
          </p>
        </div>
        <Column title="Product">
          <li>
            <Link className={linkClass} to="/gallery">
              Gallery
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/products">
              Products
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/pricing">
              Pricing
            </Link>
          </li>
          <li>
            {user ? (
              <Link className={linkClass} to="/profile">
                My Profile
              </Link>
            ) : (
              <Link className={linkClass} to="/auth" onClick={onLogin}>
                Login/Sign Up
              </Link>
            )}
          </li>
        </Column>
        <Column title="Corporate">
          <li>
            <Link className={linkClass} to="/faq">
              FAQ
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/returns">
              Returns/Refunds
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/contact">
              Contact
            </Link>
          </li>
        </Column>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-navy uppercase">Follow Us</h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white text-navy shadow-sm hover:bg-gold-soft"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-parchment">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-navy-soft sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>© {year} Atelier. All rights reserved.</p>
          <ul className="flex flex-wrap items-center gap-x-4">
            <li>
              <Link className={linkClass} to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/terms">
                Terms of Service
              </Link>
            </li>
            <li>
              <a
                className={linkClass}
                href={SITE.repositoryUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Built with Atelier
              </a>
            </li>
          </ul>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-3 font-medium text-navy hover:bg-parchment md:self-auto"
          >
            <ArrowUp className="size-4" aria-hidden />
            Back to Top
          </button>
        </div>
      </div>
    </footer>
  );
}
