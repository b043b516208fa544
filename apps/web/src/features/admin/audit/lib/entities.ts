import type { AdminAuditEntry } from '@atelier/shared/schemas/admin-audit';

// How the audit log names an entity, and the admin page of the row an entry is about.

const LABELS: Record<string, string> = {
  products: 'Product',
  categories: 'Category',
  gallery: 'Gallery item',
  testimonials: 'Testimonial',
  'pricing/plans': 'Plan',
  'pricing/canvas-sizes': 'Canvas size',
  'pricing/shipping-rates': 'Shipping rate',
  'pricing/png-download': 'PNG price',
  settings: 'Site content',
  images: 'Image',
  orders: 'Order',
  users: 'User',
  generations: 'Generation',
  messages: 'Message',
  outbox: 'Mail',
};

/** "Product", "Canvas size"; an unknown entity as the log has it. */
export const entityLabel = (entity: string) => LABELS[entity] ?? entity;

/** "in_production" → "In production", "png-download" → "Png download". */
export const actionLabel = (action: string) => {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
};

const enc = encodeURIComponent;

/**
 * The admin page of the entry's row, or null when there is none (an image, a deleted row that
 * only had its own page).
 */
export function entityHref(entry: Pick<AdminAuditEntry, 'entity' | 'entityId' | 'action'>) {
  const { entity, entityId: id, action } = entry;
  const gone = action === 'delete';
  const row = (path: string) => (id && !gone ? path : null);
  switch (entity) {
    case 'products':
      return row(`/admin/products/${enc(id ?? '')}/edit`);
    case 'gallery':
      return row(`/admin/gallery/${enc(id ?? '')}/edit`);
    case 'testimonials':
      return row(`/admin/testimonials/${enc(id ?? '')}/edit`);
    case 'orders':
      return row(`/admin/orders/${enc(id ?? '')}`);
    case 'users':
      return row(`/admin/users/${enc(id ?? '')}`);
    case 'categories':
      return '/admin/categories';
    case 'settings':
      return '/admin/settings';
    case 'generations':
      return '/admin/generations';
    case 'messages':
      return '/admin/messages';
    case 'outbox':
      return row(`/admin/outbox?id=${enc(id ?? '')}`);
    default:
      return entity.startsWith('pricing/') ? '/admin/pricing' : null;
  }
}
