import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { ArtworkScreen } from '@/features/artwork/components/artwork-screen';
import { ArtworkPurchases } from '@/features/prints/components/artwork-purchases';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { FavoritesGrid } from '@/features/favorites/components/favorites-grid';
import { ProfileSections } from '@/features/profile/components/profile-sections';
import { OrderTracking } from '@/features/orders/components/order-tracking';
import { OrdersList } from '@/features/orders/components/orders-list';

/** /artwork, /artwork/:visionBoardId, /artwork/:visionBoardId/:artworkId, /vision-board/.../artwork/... */
export function ArtworkPage() {
  const { visionBoardId, artworkId } = useParams();
  return (
    <RequireAuth purpose="your portraits">
      <PageIntro title="My Portraits" eyebrow="Your artwork">
        {artworkId
          ? 'This portrait and every other version made from the same details.'
          : visionBoardId
            ? 'Every version made from these details.'
            : 'Every portrait you have created, newest first, ready to favorite, download or print.'}
      </PageIntro>
      <ArtworkScreen
        visionBoardId={visionBoardId}
        artworkId={artworkId}
        renderPurchases={({ board, artwork, title }) => (
          <ArtworkPurchases visionBoardId={board.id} artworkId={artwork.id} title={title} />
        )}
      />
    </RequireAuth>
  );
}

export function FavoritesPage() {
  return (
    <RequireAuth purpose="your favorites">
      <PageIntro title="My Favorites" eyebrow="Saved artwork">
        The portraits you marked with a heart, kept together in one place.
      </PageIntro>
      <FavoritesGrid />
    </RequireAuth>
  );
}

export function OrdersPage() {
  return (
    <RequireAuth purpose="your orders">
      <PageIntro title="My Orders" eyebrow="Orders">
        Your artwork requests, canvas prints and downloads, with their current status.
      </PageIntro>
      <OrdersList />
    </RequireAuth>
  );
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireAuth purpose="this order">
      <PageIntro title="Order Tracking" eyebrow={`Order ${orderId.slice(0, 8)}`}>
        Where this order stands, step by step.
      </PageIntro>
      <OrderTracking orderId={orderId} />
    </RequireAuth>
  );
}

export function ProfilePage() {
  return (
    <RequireAuth purpose="your profile">
      <PageIntro title="My Profile" eyebrow="Account">
        Your account details, password, plan and monthly generations, and your data.
      </PageIntro>
      <ProfileSections />
    </RequireAuth>
  );
}
