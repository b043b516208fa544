import type { UserProfile } from '@atelier/shared/schemas/auth';
import { Heart, Images, Package, Shield, UserRound, type LucideIcon } from 'lucide-react';

export interface AccountEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The user menu's links (SPEC.md §2), in order; Admin Panel for role admin only. */
export function accountEntries(user: UserProfile): { links: AccountEntry[]; admin?: AccountEntry } {
  return {
    links: [
      { label: 'Profile', to: '/profile', icon: UserRound },
      { label: 'Portraits', to: '/artwork', icon: Images },
      { label: 'Favorites', to: '/favorites', icon: Heart },
      { label: 'Orders', to: '/orders', icon: Package },
    ],
    admin: user.role === 'admin' ? { label: 'Admin Panel', to: '/admin', icon: Shield } : undefined,
  };
}

/**
 * Whether to offer "Upgrade to Premium" (SPEC.md §2: non-premium only). Not to the owner
 * either: an admin runs the shop and has nothing to buy from it.
 */
export function offersUpgrade(user: UserProfile): boolean {
  return !user.isPremium && user.role !== 'admin';
}
