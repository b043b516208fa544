import { dayRange } from '@atelier/shared/delivery-estimate';
import { MAX_DELIVERY_DAYS } from '@atelier/shared/schemas/admin-pricing';
import { useWatch } from 'react-hook-form';
import { NumberField } from '@/features/admin/components/form-fields';
import type { SettingsFormInput } from '../lib/settings-form';
import { FormSection, LinePreview } from './form-section';

/**
 * The canvas's production time (setting shipping.productionDays): with a destination's days in
 * transit (the pricing screen's shipping rates) it makes the shopper's 'Arrives between' dates.
 */
export function ProductionDaysFields() {
  const days = useWatch<SettingsFormInput, 'productionDays'>({ name: 'productionDays' });
  const known = Number.isInteger(days?.minDays) && Number.isInteger(days?.maxDays);
  return (
    <FormSection
      title="Production time"
      description="Business days from payment until a canvas leaves the lab. Each destination’s days in transit are set with its shipping rate under Pricing."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="productionDays.minDays"
          label="Shortest production time"
          min={0}
          max={MAX_DELIVERY_DAYS}
        />
        <NumberField
          name="productionDays.maxDays"
          label="Longest production time"
          min={0}
          max={MAX_DELIVERY_DAYS}
        />
      </div>
      <LinePreview label="Pricing page">
        {known
          ? `Each canvas is made to order in ${dayRange(days.minDays, days.maxDays)} business days, then shipped.`
          : '…'}
      </LinePreview>
    </FormSection>
  );
}
