import type { UserProfile } from '@atelier/shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** First letter of the display name, else of the email, uppercased. */
export function avatarInitial(user: Pick<UserProfile, 'displayName' | 'email'>): string {
  return (user.displayName?.trim() || user.email).charAt(0).toUpperCase();
}

export function UserAvatar({ user, className }: { user: UserProfile; className?: string }) {
  return (
    <Avatar className={className}>
      {user.photoURL ? <AvatarImage src={user.photoURL} alt="" /> : null}
      <AvatarFallback delayMs={user.photoURL ? 600 : undefined}>
        {avatarInitial(user)}
      </AvatarFallback>
    </Avatar>
  );
}

/** Avatar, name, email, allowance and the Pro marker, as the user menu shows them. */
export function UserSummary({ user, className }: { user: UserProfile; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <UserAvatar user={user} className="size-10" />
      <div className="grid min-w-0 gap-0.5">
        <p className="flex items-center gap-2 truncate font-semibold">
          {user.displayName || 'User'}
          {user.isPremium ? (
            <span className="rounded-full bg-gold-bright px-2 py-0.5 text-xs font-bold text-navy">
              Pro
            </span>
          ) : null}
        </p>
        <p className="truncate text-xs text-muted">{user.email}</p>
        <p className="text-xs text-muted">
          {`Generations ${user.generationsUsed}/${user.generationsLimit}`}
        </p>
      </div>
    </div>
  );
}
