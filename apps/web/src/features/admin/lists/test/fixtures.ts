import type { AdminCategory, AdminTestimonial } from '@atelier/shared/schemas/admin-content';
import type { AdminProductListItem } from '@atelier/shared/schemas/admin-products';

export const P1 = 'a1a1a1a1-0000-4000-8000-000000000001';
export const P2 = 'a1a1a1a1-0000-4000-8000-000000000002';
export const C1 = 'c1c1c1c1-0000-4000-8000-000000000001';
export const C2 = 'c1c1c1c1-0000-4000-8000-000000000002';
export const T1 = 'f1f1f1f1-0000-4000-8000-000000000001';
export const T9 = 'f1f1f1f1-0000-4000-8000-000000000009';
export const G1 = 'b1b1b1b1-0000-4000-8000-000000000001';

export const V1 = '2026-11-20T10:00:00.000Z';
export const V2 = '2026-11-24T02:00:00.000Z';
export const V3 = '2026-11-24T02:00:05.000Z';

export const product = (over: Partial<AdminProductListItem> = {}): AdminProductListItem => ({
  id: P1,
  slug: 'family-portrait',
  title: 'Family Portrait',
  status: 'active',
  category: { id: C1, name: 'Portraits' },
  thumbnailUrl: '/media/static-assets/family.jpg',
  fieldCount: 6,
  orderCount: 12,
  sortOrder: 0,
  updatedAt: V1,
  ...over,
});

export const category = (over: Partial<AdminCategory> = {}): AdminCategory => ({
  id: C1,
  slug: 'portraits',
  name: 'Portraits',
  description: null,
  sortOrder: 0,
  productCount: 2,
  galleryCount: 3,
  updatedAt: V1,
  ...over,
});

export const testimonial = (over: Partial<AdminTestimonial> = {}): AdminTestimonial => ({
  id: T1,
  quote: 'The portrait of our family made my mother cry happy tears.',
  name: 'Sarah M.',
  location: 'Austin, TX',
  avatar: 'static-assets/sarah.jpg',
  avatarUrl: '/media/static-assets/sarah.jpg',
  rating: 5,
  isActive: true,
  featured: true,
  artwork: null,
  artworkUrl: null,
  productId: null,
  productTitle: null,
  sortOrder: 0,
  updatedAt: V1,
  ...over,
});

export const paged = <T>(items: T[], total = items.length, page = 1, pageSize = 20) => ({
  items,
  total,
  page,
  pageSize,
});
