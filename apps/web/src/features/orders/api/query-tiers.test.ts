import { describe, expect, it } from 'vitest';
import { canvasOrderQueryOptions } from './get-canvas-order';
import { orderTrackingQueryOptions } from './get-order-tracking';
import { ordersQueryOptions } from './get-orders';
import { pngPurchaseQueryOptions } from './get-png-purchase';

const MINUTE = 60_000;

describe("orders queries use SPEC.md §9's 'dynamic' tier (2 min fresh, 10 min kept)", () => {
  it('order tracking', () => {
    expect(orderTrackingQueryOptions('x')).toMatchObject({
      staleTime: 2 * MINUTE,
      gcTime: 10 * MINUTE,
    });
  });

  it('the orders list (it carries canvas orders and PNG purchases)', () => {
    expect(ordersQueryOptions()).toMatchObject({ staleTime: 2 * MINUTE, gcTime: 10 * MINUTE });
  });

  it('a canvas order and a PNG purchase', () => {
    const dynamic = { staleTime: 2 * MINUTE, gcTime: 10 * MINUTE };
    expect(canvasOrderQueryOptions('x')).toMatchObject(dynamic);
    expect(pngPurchaseQueryOptions('x')).toMatchObject(dynamic);
  });
});
