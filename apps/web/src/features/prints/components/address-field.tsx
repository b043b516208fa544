import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

interface AddressFieldProps {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** Label, control and the field's own message, wired together for screen readers. */
export function AddressField({ id, label, error, className, children }: AddressFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div
      className={
        className ? `grid content-start gap-1.5 ${className}` : 'grid content-start gap-1.5'
      }
    >
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
