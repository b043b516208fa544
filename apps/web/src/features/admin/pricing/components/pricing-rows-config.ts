import type { AdminPricing } from '@atelier/shared/schemas/admin-pricing';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { PricingRowsApi } from '../api/pricing-rows';

// What a table of pricing rows is made of (PricingRows shows it, PricingRowDialog edits a row).

export type PricingRow = { id: string; isActive: boolean; sortOrder: number; updatedAt: string };
export type RowInput = FieldValues & { isActive?: boolean; sortOrder?: number };

export type PricingRowsConfig<T extends PricingRow, I extends RowInput> = {
  /** The section's heading id; also names it. */
  id: string;
  title: string;
  intro: string;
  addLabel: string;
  emptyText: string;
  api: PricingRowsApi<T, I>;
  /** The table's own columns, before Active, Order and the row's buttons. */
  columns: ColumnDef<T>[];
  compare: Record<string, (a: T, b: T) => number>;
  /** How the switch and buttons name a row ("Delete 8" × 10""). */
  rowName: (row: T) => string;
  activeToast: (row: T, isActive: boolean) => string;
  confirmDelete: (row: T) => { title: string; description: string; confirmLabel: string };
  deleted: (row: T) => string;
  deleteFailure: string;
  dialog: {
    title: (row: T | null) => string;
    description: string;
    /** The shared zod schema of the row's body (the form resolves with it). */
    schema: z.ZodType<I, I>;
    inputOf: (row: T) => I;
    blank: (nextSortOrder: number) => I;
    submitLabel: (editing: boolean) => string;
    saved: (values: I, editing: boolean) => string;
    /** The current rows in a fresh pricing answer (for a stale-edit reload). */
    rowsOf: (pricing: AdminPricing) => T[];
    gone: string;
    /** The row's own fields (inside the dialog's AdminForm), before Order and Active. */
    fields: ReactNode;
    activeDescription: string;
  };
};
