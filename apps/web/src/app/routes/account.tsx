import { Link, useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { UserSummary } from '@/features/layout/components/user-summary';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';

function BrowseProducts() {
  return (
    <div className="flex justify-center px-4 pb-8">
      <Button asChild variant="accent">
        <Link to="/products">Create Your Portrait</Link>
      </Button>
    </div>
  );
}

/** /artwork, /artwork/:visionBoardId, /artwork/:visionBoardId/:artworkId, /vision-board/.../artwork/... */
export function ArtworkPage() {
  const { visionBoardId, artworkId } = useParams();
  return (
    <RequireAuth purpose="your portraits">
      <PageIntro title="My Portraits" eyebrow="Your artwork">
        {artworkId
          ? 'This portrait, with every version created for its vision board.'
          : visionBoardId
            ? 'Every portrait created from this vision board.'
            : 'Every portrait you have created, newest first, ready to favorite, download or print.'}
      </PageIntro>
      <BrowseProducts />
    </RequireAuth>
  );
}

export function FavoritesPage() {
  return (
    <RequireAuth purpose="your favorites">
      <PageIntro title="My Favorites" eyebrow="Saved artwork">
        The portraits you marked with a heart, kept together in one place.
      </PageIntro>
    </RequireAuth>
  );
}

export function OrdersPage() {
  return (
    <RequireAuth purpose="your orders">
      <PageIntro title="My Orders" eyebrow="Orders">
        Your artwork requests, canvas prints and downloads, with their current status.
      </PageIntro>
    </RequireAuth>
  );
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireAuth purpose="this order">
      <PageIntro title="Order Tracking" documentTitle="My Orders" eyebrow={`Order ${orderId}`}>
        Follow this order from payment through production to delivery.
      </PageIntro>
      <div className="flex justify-center px-4 pb-8">
        <Button asChild variant="outline">
          <Link to="/orders">All orders</Link>
        </Button>
      </div>
    </RequireAuth>
  );
}

function ProfileDetails() {
  const { user } = useAuth();
  const { openUpgrade } = useDialogs();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 pb-12">
      <div className="rounded-2xl border border-parchment bg-white p-6 shadow-card">
        <UserSummary user={user} />
        <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-muted">Plan</dt>
            <dd className="font-semibold">{user.isPremium ? 'Premium' : 'Free'}</dd>
          </div>
          <div>
            <dt className="text-muted">Role</dt>
            <dd className="font-semibold capitalize">{user.role}</dd>
          </div>
        </dl>
      </div>
      {!user.isPremium ? (
        <Button variant="accent" onClick={openUpgrade}>
          Upgrade to Premium
        </Button>
      ) : null}
    </div>
  );
}

export function ProfilePage() {
  return (
    <RequireAuth purpose="your profile">
      <PageIntro title="My Profile" eyebrow="Account">
        Your account details, plan and monthly generations.
      </PageIntro>
      <ProfileDetails />
    </RequireAuth>
  );
}
