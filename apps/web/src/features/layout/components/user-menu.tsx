import type { UserProfile } from '@atelier/shared/schemas/auth';
import { LogOut, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useDialogs } from '@/lib/dialogs';
import { useSignOut } from '../hooks/use-sign-out';
import { accountEntries, offersUpgrade } from './account-entries';
import { UserAvatar, UserSummary } from './user-summary';

export function UserMenu({ user }: { user: UserProfile }) {
  const { openUpgrade } = useDialogs();
  const signOut = useSignOut();
  const { links, admin } = accountEntries(user);
  return (
    // Non-modal: a modal menu aria-hides the page while its trigger keeps focus, which screen
    // readers (and axe's aria-hidden-focus rule) flag. Escape and outside clicks still close it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="User menu"
        className="inline-flex size-11 items-center justify-center rounded-full ring-offset-2 ring-offset-ivory hover:ring-2 hover:ring-gold-soft focus-visible:outline-3 focus-visible:outline-gold"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        {offersUpgrade(user) ? (
          <DropdownMenuItem onSelect={openUpgrade}>
            <Sparkles aria-hidden />
            Upgrade to Premium
          </DropdownMenuItem>
        ) : null}
        {admin ? (
          <DropdownMenuItem asChild>
            <Link to={admin.to}>
              <admin.icon aria-hidden />
              {admin.label}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
