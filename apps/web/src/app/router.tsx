import { createBrowserRouter, type RouteObject } from 'react-router';
import { productQueryOptions } from '@/features/products/api/get-product';
import { queryClient } from '@/lib/query-client';
import { lazyPage } from './lazy-route';
import { RouteErrorBoundary } from './routes/error';
import { LandingPage } from './routes/landing';
import { RootLayout } from './routes/root';

// Every route of SPEC.md §2. The landing page ships in the first bundle; every other page is
// a lazily loaded chunk (a failed chunk reloads the page once, see lazy-route.ts).
const content = () => import('./routes/content');
const contentPages = () => import('./routes/content-pages');
const account = () => import('./routes/account');
const admin = () => import('./routes/admin');
const auth = () => import('./routes/auth');

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, Component: LandingPage },
          {
            path: 'products',
            lazy: lazyPage(
              () => import('./routes/products'),
              (m) => m.ProductsPage,
            ),
          },
          {
            path: 'products/:productSlug',
            // Starts the product read while the page chunk downloads, not after it.
            loader: ({ params }) => {
              void queryClient.prefetchQuery(productQueryOptions(params.productSlug ?? ''));
              return null;
            },
            lazy: lazyPage(
              () => import('./routes/product'),
              (m) => m.ProductPage,
            ),
          },
          {
            path: 'gallery',
            lazy: lazyPage(
              () => import('./routes/gallery'),
              (m) => m.GalleryPage,
            ),
          },
          {
            path: 'pricing',
            lazy: lazyPage(
              () => import('./routes/pricing'),
              (m) => m.PricingPage,
            ),
          },
          {
            path: 'contact',
            lazy: lazyPage(
              () => import('./routes/contact'),
              (m) => m.ContactPage,
            ),
          },
          { path: 'terms', lazy: lazyPage(contentPages, (m) => m.TermsPage) },
          { path: 'privacy', lazy: lazyPage(contentPages, (m) => m.PrivacyPage) },
          { path: 'returns', lazy: lazyPage(contentPages, (m) => m.ReturnsPage) },
          { path: 'faq', lazy: lazyPage(contentPages, (m) => m.FaqPage) },
          { path: 'sections', lazy: lazyPage(content, (m) => m.SectionsPage) },
          { path: 'auth', lazy: lazyPage(auth, (m) => m.AuthPage) },
          { path: 'auth/reset-password', lazy: lazyPage(auth, (m) => m.ResetPasswordPage) },
          {
            path: 'vision-board/:visionBoardId/artwork/:artworkId',
            lazy: lazyPage(account, (m) => m.ArtworkPage),
          },
          {
            path: 'artwork/:visionBoardId/:artworkId',
            lazy: lazyPage(account, (m) => m.ArtworkPage),
          },
          { path: 'artwork/:visionBoardId', lazy: lazyPage(account, (m) => m.ArtworkPage) },
          { path: 'artwork', lazy: lazyPage(account, (m) => m.ArtworkPage) },
          {
            path: 'artwork/:visionBoardId/:artworkId/canvas',
            lazy: lazyPage(
              () => import('./routes/prints'),
              (m) => m.CanvasOrderPage,
            ),
          },
          { path: 'favorites', lazy: lazyPage(account, (m) => m.FavoritesPage) },
          { path: 'orders', lazy: lazyPage(account, (m) => m.OrdersPage) },
          { path: 'orders/:orderId', lazy: lazyPage(account, (m) => m.OrderPage) },
          { path: 'profile', lazy: lazyPage(account, (m) => m.ProfilePage) },
          {
            path: 'checkout/demo/:sessionId',
            lazy: lazyPage(
              () => import('./routes/checkout'),
              (m) => m.DemoCheckoutPage,
            ),
          },
          {
            path: 'review/:token',
            lazy: lazyPage(
              () => import('./routes/review'),
              (m) => m.ReviewPage,
            ),
          },
          {
            path: 'admin',
            lazy: lazyPage(admin, (m) => m.AdminLayout),
            children: [
              { index: true, lazy: lazyPage(admin, (m) => m.AdminDashboardPage) },
              { path: 'users', lazy: lazyPage(admin, (m) => m.AdminUsersPage) },
              { path: 'users/:id', lazy: lazyPage(admin, (m) => m.AdminUserPage) },
              { path: 'generations', lazy: lazyPage(admin, (m) => m.AdminGenerationsPage) },
              { path: 'messages', lazy: lazyPage(admin, (m) => m.AdminMessagesPage) },
              { path: 'outbox', lazy: lazyPage(admin, (m) => m.AdminOutboxPage) },
              { path: 'audit', lazy: lazyPage(admin, (m) => m.AdminAuditPage) },
              { path: 'products', lazy: lazyPage(admin, (m) => m.AdminProductsPage) },
              { path: 'products/new', lazy: lazyPage(admin, (m) => m.AdminProductFormPage) },
              { path: 'products/:id/edit', lazy: lazyPage(admin, (m) => m.AdminProductFormPage) },
              { path: 'gallery', lazy: lazyPage(admin, (m) => m.AdminGalleryPage) },
              { path: 'gallery/new', lazy: lazyPage(admin, (m) => m.AdminGalleryFormPage) },
              { path: 'gallery/:id/edit', lazy: lazyPage(admin, (m) => m.AdminGalleryFormPage) },
              { path: 'pricing', lazy: lazyPage(admin, (m) => m.AdminPricingPage) },
              { path: 'testimonials', lazy: lazyPage(admin, (m) => m.AdminTestimonialsPage) },
              { path: 'reviews', lazy: lazyPage(admin, (m) => m.AdminReviewsPage) },
              {
                path: 'testimonials/new',
                lazy: lazyPage(admin, (m) => m.AdminTestimonialFormPage),
              },
              {
                path: 'testimonials/:id/edit',
                lazy: lazyPage(admin, (m) => m.AdminTestimonialFormPage),
              },
              { path: 'blueprints', lazy: lazyPage(admin, (m) => m.AdminBlueprintsPage) },
              {
                path: 'blueprints/:blueprintId',
                lazy: lazyPage(admin, (m) => m.AdminBlueprintPage),
              },
              { path: 'saved-variants', lazy: lazyPage(admin, (m) => m.AdminSavedVariantsPage) },
              { path: 'categories', lazy: lazyPage(admin, (m) => m.AdminCategoriesPage) },
              { path: 'settings', lazy: lazyPage(admin, (m) => m.AdminSettingsPage) },
              { path: 'orders', lazy: lazyPage(admin, (m) => m.AdminOrdersPage) },
              { path: 'orders/:id', lazy: lazyPage(admin, (m) => m.AdminOrderPage) },
            ],
          },
          {
            path: '*',
            lazy: lazyPage(
              () => import('./routes/not-found'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
