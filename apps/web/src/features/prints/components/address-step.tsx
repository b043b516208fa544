import { postcodeLabel } from '@atelier/shared/address-format';
import {
  countryOptions,
  shippingAddressSchema,
  type ShippingAddress,
} from '@atelier/shared/schemas/shipping-address';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export type AddressInput = z.input<typeof shippingAddressSchema>;

interface AddressStepProps {
  defaultValues: AddressInput;
  onBack: (values: AddressInput) => void;
  onSubmit: (address: ShippingAddress) => void;
}

const selectClass =
  'flex min-h-11 w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 aria-invalid:border-danger sm:text-sm';

type TextField = Exclude<keyof AddressInput, 'country'>;
const FIELDS: {
  name: TextField;
  label: string;
  autoComplete: string;
  wide?: boolean;
  type?: string;
}[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name', wide: true },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'region', label: 'State / region', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];
const CONTACT: typeof FIELDS = [
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel', type: 'tel' },
];

/**
 * Step 2: where the canvas ships, checked per country (postcode format and name, state) as it is
 * typed.
 */
export function AddressStep({ defaultValues, onBack, onSubmit }: AddressStepProps) {
  const id = useId();
  const countries = useMemo(() => countryOptions(), []);
  const form = useForm<AddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, touchedFields } = form.formState;
  // 'ZIP code' in the US, 'Postcode' in the UK...: the label follows the chosen country.
  const postcode = postcodeLabel(form.watch('country') ?? '');

  const field = ({ name, label, autoComplete, wide, type }: (typeof FIELDS)[number]) => (
    <FormField
      key={name}
      id={`${id}-${name}`}
      label={name === 'postcode' ? postcode : label}
      error={errors[name]?.message}
      className={cn(wide && 'sm:col-span-2')}
    >
      {(aria) => (
        <Input type={type} autoComplete={autoComplete} {...aria} {...form.register(name)} />
      )}
    </FormField>
  );

  const country = form.register('country', {
    // The postcode format and the state rule follow the country: re-checked once typed.
    onChange: () => {
      const typed = (['postcode', 'region'] as const).filter((name) => touchedFields[name]);
      if (typed.length > 0) void form.trigger(typed);
    },
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Shipping address
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.slice(0, 3).map(field)}
        {FIELDS.slice(3).map(field)}
        <FormField id={`${id}-country`} label="Country" error={errors.country?.message}>
          {(aria) => (
            <select autoComplete="country" className={selectClass} {...aria} {...country}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {CONTACT.map(field)}
      </div>
      <p className="text-sm text-muted">
        We remember this address for your next order. The e-mail gets the order confirmation and the
        tracking link.
      </p>
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="outline" onClick={() => onBack(form.getValues())}>
          Back
        </Button>
        <Button type="submit" variant="accent">
          Continue to review
        </Button>
      </div>
    </form>
  );
}
