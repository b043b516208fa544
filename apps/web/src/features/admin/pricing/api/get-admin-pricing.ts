import type { AdminPricing } from '@atelier/shared/schemas/admin-pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '@/features/admin/api/admin-api';
import { pricingQueryOptions } from '@/lib/pricing';

// GET /api/admin/pricing: the plans, canvas sizes, PNG price and shipping rates in one answer.
export const adminPricingKey = adminKeys.area('pricing');

export const getAdminPricing = () => adminApi.get<AdminPricing>('/api/admin/pricing');

export const adminPricingQueryOptions = () =>
  queryOptions({ queryKey: adminPricingKey, queryFn: getAdminPricing });

export const useAdminPricing = () => useQuery(adminPricingQueryOptions());

/** After a pricing write: the admin screen and the shop's own price answer both reload. */
export const PRICING_KEYS = [adminPricingKey, pricingQueryOptions().queryKey];
