import type {
  AdminCanvasSize,
  AdminPlan,
  AdminShippingRate,
  adminCanvasSizeInputSchema,
  adminShippingRateInputSchema,
} from '@atelier/shared/schemas/admin-pricing';
import type { PricingPlan } from '@atelier/shared/schemas/content';
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { canvasSizes, pricingPlans, shippingRates } from '../../../db/schema/commerce';
import { siteSettings } from '../../../db/schema/content';
import { orders } from '../../../db/schema/orders';
import { conflict } from '../../../lib/errors';
import { uniqueOr } from '../content-admin';
import { toCanvasSizeDto, toPricingPlanDto } from '../../content/content.service';
import { PNG_DOWNLOAD_KEY, pngDownloadPrice } from '../../content/settings';
import { deleteAtVersion, rowExists, updateAtVersion } from '../admin-kernel.repository';
import { atVersion, versionOf } from '../versioning';

type CanvasInput = z.output<typeof adminCanvasSizeInputSchema>;
type ShippingInput = z.output<typeof adminShippingRateInputSchema>;
type PlanRow = typeof pricingPlans.$inferSelect;

const withoutPriceId = ({ priceId: _priceId, ...plan }: PricingPlan) => plan;

export const toPlanDto = (p: PlanRow): AdminPlan => ({
  ...withoutPriceId(toPricingPlanDto(p)),
  isActive: p.isActive,
  stripePriceId: p.stripePriceId,
  updatedAt: versionOf(p.updatedAt),
});

const toCanvasDto = (c: typeof canvasSizes.$inferSelect): AdminCanvasSize => ({
  ...toCanvasSizeDto(c),
  isActive: c.isActive,
  sortOrder: c.sortOrder,
  updatedAt: versionOf(c.updatedAt),
});

const toShippingDto = (r: typeof shippingRates.$inferSelect): AdminShippingRate => ({
  id: r.id,
  destination: r.destination,
  label: r.label,
  priceCents: r.priceCents,
  minDays: r.minDays,
  maxDays: r.maxDays,
  isActive: r.isActive,
  sortOrder: r.sortOrder,
  updatedAt: versionOf(r.updatedAt),
});

export const canvasSizeInUse = (count: number) =>
  conflict(
    `This size has ${count} order${count === 1 ? '' : 's'}; deactivate it instead.`,
    'CANVAS_SIZE_IN_USE',
  );

export const destinationTaken = (destination: string) =>
  conflict(
    destination === '*'
      ? 'There is already a shipping rate for everywhere else (*). Edit that one instead.'
      : `There is already a shipping rate for ${destination}. Edit that one instead.`,
    'DESTINATION_TAKEN',
  );

export function createAdminPricingRepository(db: Database) {
  async function destinationInUse(destination: string, exceptId?: string) {
    const [row] = await db
      .select({ id: shippingRates.id })
      .from(shippingRates)
      .where(
        exceptId
          ? and(eq(shippingRates.destination, destination), ne(shippingRates.id, exceptId))
          : eq(shippingRates.destination, destination),
      );
    return Boolean(row);
  }

  /** A unique-violation on destination (a race past the check) as the same 409. */
  const uniqueDestination = <T>(destination: string, write: () => Promise<T>) =>
    uniqueOr(() => destinationTaken(destination), write);

  return {
    async plans(): Promise<AdminPlan[]> {
      const rows = await db
        .select()
        .from(pricingPlans)
        .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.priceCents));
      return rows.map(toPlanDto);
    },

    async plan(id: string): Promise<PlanRow | null> {
      const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id));
      return row ?? null;
    },

    async planAt(id: string, version: string): Promise<PlanRow | null> {
      const [row] = await db
        .select()
        .from(pricingPlans)
        .where(atVersion(pricingPlans, id, version));
      return row ?? null;
    },

    async updatePlan(
      id: string,
      version: string,
      values: Partial<Omit<PlanRow, 'id' | 'updatedAt'>>,
    ): Promise<AdminPlan | null> {
      const row = await updateAtVersion(db, pricingPlans, id, version, values);
      return row ? toPlanDto(row) : null;
    },

    async canvasSizes(): Promise<AdminCanvasSize[]> {
      const rows = await db
        .select()
        .from(canvasSizes)
        .orderBy(asc(canvasSizes.sortOrder), asc(canvasSizes.widthInches), asc(canvasSizes.id));
      return rows.map(toCanvasDto);
    },

    async createCanvasSize(input: CanvasInput): Promise<AdminCanvasSize> {
      const [row] = await db.insert(canvasSizes).values(input).returning();
      return toCanvasDto(row!);
    },

    async updateCanvasSize(
      id: string,
      version: string,
      input: CanvasInput,
    ): Promise<AdminCanvasSize | null> {
      const row = await updateAtVersion(db, canvasSizes, id, version, input);
      return row ? toCanvasDto(row) : null;
    },

    /**
     * Deletes a size no order names, in one statement (an order made meanwhile keeps it); one
     * that has orders is kept, since those orders show it: 409 with how many.
     */
    async deleteCanvasSize(id: string, version: string): Promise<boolean> {
      const ordersOfSize = db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.canvasSizeId, id));
      const deleted = await db
        .delete(canvasSizes)
        .where(and(atVersion(canvasSizes, id, version), notExists(ordersOfSize)))
        .returning({ id: canvasSizes.id });
      if (deleted.length > 0) return true;
      const [used] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.canvasSizeId, id));
      if (used && used.count > 0) throw canvasSizeInUse(used.count);
      return false;
    },

    canvasSizeExists: (id: string) => rowExists(db, canvasSizes, id),

    async shippingRates(): Promise<AdminShippingRate[]> {
      const rows = await db
        .select()
        .from(shippingRates)
        // '*' (everywhere else) after the countries of the same sort order.
        .orderBy(
          asc(shippingRates.sortOrder),
          sql`${shippingRates.destination} = '*'`,
          asc(shippingRates.destination),
        );
      return rows.map(toShippingDto);
    },

    async createShippingRate(input: ShippingInput): Promise<AdminShippingRate> {
      if (await destinationInUse(input.destination)) throw destinationTaken(input.destination);
      const [row] = await uniqueDestination(input.destination, () =>
        db.insert(shippingRates).values(input).returning(),
      );
      return toShippingDto(row!);
    },

    async updateShippingRate(
      id: string,
      version: string,
      input: ShippingInput,
    ): Promise<AdminShippingRate | null> {
      if (await destinationInUse(input.destination, id)) throw destinationTaken(input.destination);
      const row = await uniqueDestination(input.destination, () =>
        updateAtVersion(db, shippingRates, id, version, input),
      );
      return row ? toShippingDto(row) : null;
    },

    deleteShippingRate: (id: string, version: string) =>
      deleteAtVersion(db, shippingRates, id, version),

    shippingRateExists: (id: string) => rowExists(db, shippingRates, id),

    /** The PNG download price; its version is the setting row's updated_at (epoch if none). */
    async pngDownload() {
      const [row] = await db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.key, PNG_DOWNLOAD_KEY));
      return {
        ...pngDownloadPrice(row?.value),
        updatedAt: versionOf(row?.updatedAt ?? new Date(0)),
      };
    },

    /** Sets the PNG price when `version` is the row's; null when it is stale. */
    async updatePngDownload(priceCents: number, version: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(siteSettings)
          .where(eq(siteSettings.key, PNG_DOWNLOAD_KEY))
          .for('update');
        const current = versionOf(row?.updatedAt ?? new Date(0));
        if (Date.parse(current) !== Date.parse(version)) return null;
        const value = { ...pngDownloadPrice(row?.value), priceCents };
        const next = new Date(Math.max(Date.now(), Date.parse(current) + 1));
        const [saved] = await tx
          .insert(siteSettings)
          .values({ key: PNG_DOWNLOAD_KEY, value, updatedAt: next })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: next } })
          .returning();
        return { ...value, updatedAt: versionOf(saved!.updatedAt) };
      });
    },
  };
}

export type AdminPricingRepository = ReturnType<typeof createAdminPricingRepository>;
