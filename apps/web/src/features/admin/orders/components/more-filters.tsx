import { DATE_FILTER_FIRST_DAY, DATE_FILTER_LAST_DAY } from '@atelier/shared/schemas/date-filter';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Values = { from?: string; to?: string; customer?: string };

/**
 * The date range (UTC days, both included) and the customer (e-mail or user id) of the order
 * list: applied together with Apply, so the list does not reload on every keystroke.
 */
export function MoreFilters({
  value,
  onApply,
}: {
  value: Values;
  onApply: (next: {
    from: string | undefined;
    to: string | undefined;
    customer: string | undefined;
  }) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [customer, setCustomer] = useState(value.customer ?? '');
  useEffect(() => {
    setFrom(value.from ?? '');
    setTo(value.to ?? '');
    setCustomer(value.customer ?? '');
  }, [value.from, value.to, value.customer]);
  const wrongOrder = Boolean(from && to && from > to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wrongOrder) return;
    onApply({
      from: from || undefined,
      to: to || undefined,
      customer: customer.trim() || undefined,
    });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Date and customer filters"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>From (UTC)</Label>
        <Input
          id={`${id}-from`}
          type="date"
          min={DATE_FILTER_FIRST_DAY}
          max={DATE_FILTER_LAST_DAY}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="w-40"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>To (UTC)</Label>
        <Input
          id={`${id}-to`}
          type="date"
          min={DATE_FILTER_FIRST_DAY}
          max={DATE_FILTER_LAST_DAY}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={wrongOrder || undefined}
          aria-describedby={wrongOrder ? `${id}-error` : undefined}
          className="w-40"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-customer`}>Customer (e-mail or user id)</Label>
        <Input
          id={`${id}-customer`}
          value={customer}
          onChange={(e) => setCustomer(e.target.value)}
          className="w-64"
        />
      </div>
      <Button type="submit" variant="outline" disabled={wrongOrder}>
        Apply
      </Button>
      {wrongOrder ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
          The start date must be on or before the end date.
        </p>
      ) : null}
    </form>
  );
}
