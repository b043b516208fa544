import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A list's filters folded behind a "Filters" button (used on phones, where they would push the
 * list off the screen): the button says how many are set and opens or closes them in place.
 */
export function FilterDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid min-w-0 gap-3">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden />
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      {open ? (
        <div id={id} className="grid min-w-0 gap-4 rounded-xl border border-parchment p-4">
          {children}
        </div>
      ) : null}
    </div>
  );
}
