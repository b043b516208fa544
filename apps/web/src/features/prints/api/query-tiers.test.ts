import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { pngPurchasesQueryOptions } from './get-png-purchases';
import { savedAddressQueryOptions } from './get-saved-address';

const MINUTE = 60_000;
const dynamic = { staleTime: 2 * MINUTE, gcTime: 10 * MINUTE };

describe("prints queries use SPEC.md §9's 'dynamic' tier (2 min fresh, 10 min kept)", () => {
  it('PNG purchases', () => {
    expect(pngPurchasesQueryOptions()).toMatchObject(dynamic);
  });

  it('the remembered address (a canvas-orders path)', () => {
    const client = createQueryClient();
    expect(client.defaultQueryOptions(savedAddressQueryOptions())).toMatchObject(dynamic);
  });
});
