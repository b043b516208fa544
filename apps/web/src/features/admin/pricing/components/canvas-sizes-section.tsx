import {
  adminCanvasSizeInputSchema,
  type AdminCanvasSize,
  type AdminCanvasSizeInput,
} from '@atelier/shared/schemas/admin-pricing';
import { MoneyField, NumberField, TextField } from '@/features/admin/components/form-fields';
import { formatCents } from '@/features/admin/lib/money';
import { pricingRowsApi } from '../api/pricing-rows';
import { PricingRows } from './pricing-rows';
import type { PricingRowsConfig } from './pricing-rows-config';

const canvasSizes: PricingRowsConfig<AdminCanvasSize, AdminCanvasSizeInput> = {
  id: 'canvas-sizes-title',
  title: 'Canvas sizes',
  intro: 'The prints shoppers can order, in this order.',
  addLabel: 'Add canvas size',
  emptyText: 'No canvas sizes yet: shoppers cannot order a print.',
  api: pricingRowsApi('/api/admin/pricing/canvas-sizes'),
  columns: [
    {
      id: 'label',
      header: 'Label',
      enableSorting: true,
      cell: ({ row }) => <span className="font-medium text-navy">{row.original.label}</span>,
    },
    {
      id: 'size',
      header: 'Size',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.widthInches} × {row.original.heightInches} in
        </span>
      ),
    },
    {
      id: 'priceCents',
      header: 'Price',
      enableSorting: true,
      cell: ({ row }) => formatCents(row.original.priceCents),
    },
  ],
  compare: {
    label: (a, b) => a.label.localeCompare(b.label, 'en'),
    size: (a, b) => a.widthInches * a.heightInches - b.widthInches * b.heightInches,
    priceCents: (a, b) => a.priceCents - b.priceCents,
    sortOrder: (a, b) => a.sortOrder - b.sortOrder,
  },
  rowName: (size) => size.label,
  activeToast: (size, isActive) =>
    `${size.label} is ${isActive ? 'on sale' : 'hidden from shoppers'}`,
  confirmDelete: (size) => ({
    title: `Delete the ${size.label} canvas size?`,
    description:
      'Shoppers can no longer choose it; orders already placed are not changed. To stop selling it for a while, turn Active off instead.',
    confirmLabel: 'Delete size',
  }),
  deleted: (size) => `${size.label} deleted`,
  deleteFailure: 'Could not delete the size',
  dialog: {
    title: (size) => (size ? `Edit ${size.label}` : 'Add a canvas size'),
    description: 'Sizes are in whole inches; shoppers see the active ones in this order.',
    schema: adminCanvasSizeInputSchema,
    inputOf: (size) => ({
      label: size.label,
      widthInches: size.widthInches,
      heightInches: size.heightInches,
      priceCents: size.priceCents,
      isActive: size.isActive,
      sortOrder: size.sortOrder,
    }),
    blank: (sortOrder) => ({
      label: '',
      widthInches: 12,
      heightInches: 16,
      priceCents: 0,
      isActive: true,
      sortOrder,
    }),
    submitLabel: (editing) => (editing ? 'Save size' : 'Add size'),
    saved: (values, editing) => `${values.label} ${editing ? 'saved' : 'added'}`,
    rowsOf: (pricing) => pricing.canvasSizes,
    gone: 'This size was deleted by someone else.',
    fields: (
      <>
        <TextField name="label" label="Label" placeholder='12" × 16"' maxLength={60} />
        <div className="grid grid-cols-2 gap-3">
          <NumberField name="widthInches" label="Width (in)" min={4} max={96} step={1} />
          <NumberField name="heightInches" label="Height (in)" min={4} max={96} step={1} />
        </div>
        <MoneyField name="priceCents" label="Price" />
      </>
    ),
    activeDescription: 'Shoppers can choose this size.',
  },
};

/** The canvas sizes shoppers can order: a table with add, edit, delete and an Active switch. */
export function CanvasSizesSection({ sizes }: { sizes: AdminCanvasSize[] }) {
  return <PricingRows config={canvasSizes} rows={sizes} />;
}
