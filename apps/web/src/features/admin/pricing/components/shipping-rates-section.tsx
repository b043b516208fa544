import {
  adminShippingRateInputSchema,
  MAX_DELIVERY_DAYS,
  type AdminShippingRate,
  type AdminShippingRateInput,
} from '@atelier/shared/schemas/admin-pricing';
import { dayRange } from '@atelier/shared/delivery-estimate';
import { useWatch } from 'react-hook-form';
import { MoneyField, NumberField, TextField } from '@/features/admin/components/form-fields';
import { formatCents } from '@/features/admin/lib/money';
import { pricingRowsApi } from '../api/pricing-rows';
import { destinationLabel, destinationName } from '../lib/destination';
import { PricingRows } from './pricing-rows';
import type { PricingRowsConfig } from './pricing-rows-config';

const placeName = (rate: AdminShippingRate) =>
  destinationName(rate.destination) ?? rate.destination;

/** '*' (everywhere else) after the countries (before them when reversed). */
const elsewhereLast = (a: AdminShippingRate, b: AdminShippingRate) =>
  Number(a.destination === '*') - Number(b.destination === '*');

const shippingRates: PricingRowsConfig<AdminShippingRate, AdminShippingRateInput> = {
  id: 'shipping-title',
  title: 'Shipping rates',
  intro:
    'What a canvas print costs to send, and how many business days it takes to arrive once it leaves the lab, by destination. Shoppers see these on /pricing and in their delivery dates.',
  addLabel: 'Add shipping rate',
  emptyText: 'No shipping rates yet.',
  api: pricingRowsApi('/api/admin/pricing/shipping-rates'),
  columns: [
    {
      id: 'destination',
      header: 'Destination',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium text-navy">{placeName(row.original)}</span>
          <span className="text-xs text-muted">{row.original.destination}</span>
        </span>
      ),
    },
    {
      id: 'label',
      header: 'Label',
      enableSorting: true,
      cell: ({ row }) => row.original.label,
    },
    {
      id: 'priceCents',
      header: 'Price',
      enableSorting: true,
      cell: ({ row }) => formatCents(row.original.priceCents),
    },
    {
      id: 'days',
      header: 'In transit',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {`${dayRange(row.original.minDays, row.original.maxDays)} business days`}
        </span>
      ),
    },
  ],
  compare: {
    destination: (a, b) => elsewhereLast(a, b) || placeName(a).localeCompare(placeName(b), 'en'),
    label: (a, b) => a.label.localeCompare(b.label, 'en'),
    priceCents: (a, b) => a.priceCents - b.priceCents,
    days: (a, b) => a.maxDays - b.maxDays || a.minDays - b.minDays,
    sortOrder: (a, b) => elsewhereLast(a, b) || a.sortOrder - b.sortOrder,
  },
  rowName: (rate) => `shipping to ${placeName(rate)}`,
  activeToast: (rate, isActive) =>
    `Shipping to ${destinationLabel(rate.destination)} ${isActive ? 'offered' : 'turned off'}`,
  confirmDelete: (rate) => ({
    title: `Delete shipping to ${destinationLabel(rate.destination)}?`,
    description:
      rate.destination === '*'
        ? 'Countries without a rate of their own will no longer be offered shipping.'
        : 'Orders to this country will use the “everywhere else” rate, if there is one.',
    confirmLabel: 'Delete rate',
  }),
  deleted: (rate) => `Shipping to ${destinationLabel(rate.destination)} deleted`,
  deleteFailure: 'Could not delete the rate',
  dialog: {
    title: (rate) =>
      rate ? `Edit shipping to ${destinationLabel(rate.destination)}` : 'Add a shipping rate',
    description: 'One rate per destination; * covers every country without a rate of its own.',
    schema: adminShippingRateInputSchema,
    inputOf: (rate) => ({
      destination: rate.destination,
      label: rate.label,
      priceCents: rate.priceCents,
      minDays: rate.minDays,
      maxDays: rate.maxDays,
      isActive: rate.isActive,
      sortOrder: rate.sortOrder,
    }),
    blank: (sortOrder) => ({
      destination: '',
      label: '',
      priceCents: 0,
      // The database's default for a rate added without days (docs/operations.md).
      minDays: 3,
      maxDays: 7,
      isActive: true,
      sortOrder,
    }),
    submitLabel: (editing) => (editing ? 'Save rate' : 'Add rate'),
    saved: (values, editing) =>
      `Shipping to ${destinationLabel(values.destination)} ${editing ? 'saved' : 'added'}`,
    rowsOf: (pricing) => pricing.shippingRates,
    gone: 'This rate was deleted by someone else.',
    fields: (
      <>
        <TextField
          name="destination"
          label="Destination"
          description="A two-letter country code (US, GB, …), or * for everywhere else."
        />
        <DestinationPreview />
        <TextField name="label" label="Label" placeholder="Standard shipping" maxLength={80} />
        <MoneyField name="priceCents" label="Shipping price" />
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            name="minDays"
            label="Shortest delivery time"
            description="Business days in transit."
            min={0}
            max={MAX_DELIVERY_DAYS}
          />
          <NumberField
            name="maxDays"
            label="Longest delivery time"
            description="Business days in transit."
            min={0}
            max={MAX_DELIVERY_DAYS}
          />
        </div>
      </>
    ),
    activeDescription: 'Offer this rate at checkout.',
  },
};

/** The country the typed code names, as the shop will show it. */
function DestinationPreview() {
  const code = useWatch<AdminShippingRateInput, 'destination'>({ name: 'destination' }) ?? '';
  const name = code.trim() ? destinationName(code) : null;
  return (
    <p className="-mt-2 text-sm text-muted" aria-live="polite">
      {name ? `Ships to: ${name}` : null}
    </p>
  );
}

/** Shipping rates by destination: a table with add, edit, delete and an Active switch. */
export function ShippingRatesSection({ rates }: { rates: AdminShippingRate[] }) {
  return <PricingRows config={shippingRates} rows={rates} />;
}
