import type {
  AdminTestimonial,
  AdminTestimonialList,
  adminTestimonialInputSchema,
  adminTestimonialListQuerySchema,
} from '@atelier/shared/schemas/admin-content';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema/catalogue';
import { testimonials } from '../../../db/schema/content';
import { publicUrl } from '../../../storage/public-url';
import { FEATURED_TESTIMONIAL_LIMIT } from '../../content/content.service';
import { containsPattern } from '../../../db/like-pattern';
import { missingReference, pageWindow } from '../content-admin';
import { endOfOrder, reorderRows, type Orderable } from '../ordering';
import { deleteAtVersion, rowExists, updateAtVersion } from '../admin-kernel.repository';
import { versionOf } from '../versioning';

type ListQuery = z.output<typeof adminTestimonialListQuerySchema>;
type Input = z.output<typeof adminTestimonialInputSchema>;

const SORTS = {
  name: testimonials.name,
  rating: testimonials.rating,
  sortOrder: testimonials.sortOrder,
  updatedAt: testimonials.updatedAt,
} as const;

function toDto(row: {
  item: typeof testimonials.$inferSelect;
  productTitle: string | null;
}): AdminTestimonial {
  const { item } = row;
  return {
    id: item.id,
    quote: item.quote,
    name: item.name,
    location: item.location,
    avatar: item.avatar,
    avatarUrl: publicUrl(item.avatar),
    rating: item.rating,
    isActive: item.isActive,
    featured: item.featured,
    artwork: item.artwork,
    artworkUrl: publicUrl(item.artwork),
    productId: item.productId,
    productTitle: row.productTitle,
    sortOrder: item.sortOrder,
    updatedAt: versionOf(item.updatedAt),
  };
}

const ORDER: Orderable = {
  table: testimonials,
  id: testimonials.id,
  sortOrder: testimonials.sortOrder,
  tieBreak: [testimonials.createdAt, testimonials.id],
  one: 'testimonial',
  many: 'testimonials',
};

export function createAdminTestimonialsRepository(db: Database) {
  const joined = () =>
    db
      .select({ item: testimonials, productTitle: products.title })
      .from(testimonials)
      .leftJoin(products, eq(testimonials.productId, products.id));

  async function get(id: string): Promise<AdminTestimonial | null> {
    const [row] = await joined().where(eq(testimonials.id, id));
    return row ? toDto(row) : null;
  }

  async function checkProduct(productId: string | null | undefined) {
    if (productId && !(await rowExists(db, products, productId))) throw missingReference('product');
  }

  return {
    get,

    async list(q: ListQuery): Promise<AdminTestimonialList> {
      const where: SQL[] = [];
      if (q.q) {
        const pattern = containsPattern(q.q);
        where.push(
          or(
            ilike(testimonials.name, pattern),
            ilike(testimonials.quote, pattern),
            ilike(testimonials.location, pattern),
          )!,
        );
      }
      if (q.product) where.push(eq(testimonials.productId, q.product));
      if (q.active) where.push(eq(testimonials.isActive, q.active === 'true'));
      if (q.featured) where.push(eq(testimonials.featured, q.featured === 'true'));
      const order = q.dir === 'desc' ? desc : asc;
      const { limit, offset } = pageWindow(q);
      const [rows, [total], [counts]] = await Promise.all([
        joined()
          .where(and(...where))
          .orderBy(order(SORTS[q.sort]), asc(testimonials.createdAt), asc(testimonials.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(testimonials)
          .where(and(...where)),
        // Over the whole table, whatever the filters.
        db
          .select({
            active: sql<number>`count(*) filter (where ${testimonials.isActive})`.mapWith(Number),
            featured: sql<number>`count(*) filter (where ${testimonials.featured})`.mapWith(Number),
            both: sql<number>`count(*) filter (where ${testimonials.isActive} and ${testimonials.featured})`.mapWith(
              Number,
            ),
          })
          .from(testimonials),
      ]);
      return {
        items: rows.map(toDto),
        total: total?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize,
        activeCount: counts?.active ?? 0,
        featuredCount: counts?.featured ?? 0,
        shownOnLanding: Math.min(FEATURED_TESTIMONIAL_LIMIT, counts?.both ?? 0),
      };
    },

    async create(input: Input): Promise<AdminTestimonial> {
      await checkProduct(input.productId);
      // New testimonials go to the end of the list.
      const [row] = await db
        .insert(testimonials)
        .values({
          ...input,
          sortOrder: endOfOrder(ORDER),
        })
        .returning({ id: testimonials.id });
      return (await get(row!.id))!;
    },

    /** The updated testimonial, or null when the id is unknown or the version stale. */
    async update(
      id: string,
      version: string,
      values: Partial<Input>,
    ): Promise<AdminTestimonial | null> {
      await checkProduct(values.productId);
      const row = await updateAtVersion(db, testimonials, id, version, values);
      return row ? get(row.id) : null;
    },

    delete: (id: string, version: string) => deleteAtVersion(db, testimonials, id, version),

    exists: (id: string) => rowExists(db, testimonials, id),

    /** The order of `ids`, in the places they held (reorderRows). */
    reorder: (ids: string[]) => reorderRows(db, ORDER, ids),
  };
}
