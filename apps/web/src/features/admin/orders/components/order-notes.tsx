import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { addOrderNote, orderKeys } from '../api/orders';
import { formatDateTime } from '../lib/labels';
import { Section } from '@/features/admin/components/section';

const MAX = 2000;

/** The order's internal notes (admins only; the customer never sees them) and the add form. */
export function OrderNotes({ order }: { order: Pick<AdminOrderDetail, 'id' | 'notes'> }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAdminMutation({
    mutationFn: addOrderNote,
    invalidate: [orderKeys],
    refetchAfterError: false,
    success: () => 'Note added',
    onSuccess: () => {
      setBody('');
      setError(null);
    },
    onError: (err) => {
      setError(adminErrorMessage(err, 'The note could not be added. Please try again.'));
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('Write a note first.');
    if (text.length > MAX) return setError(`A note can be at most ${MAX} characters.`);
    setError(null);
    add.mutate({ id: order.id, body: text });
  };

  return (
    <Section title="Internal notes">
      <p className="text-sm text-muted">Only admins see these; the customer never does.</p>
      {order.notes.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ol className="grid gap-3">
          {order.notes.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-lg bg-cream/50 p-3">
              <p className="text-sm whitespace-pre-wrap text-navy">{note.body}</p>
              <p className="text-xs text-muted">
                {note.authorEmail} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="grid gap-2" noValidate>
        <Label htmlFor={`${id}-note`}>Add a note</Label>
        <textarea
          id={`${id}-note`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={3}
          maxLength={MAX + 100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-sm text-navy focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-gold/60 aria-invalid:border-danger"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add note'}
          </Button>
        </div>
      </form>
    </Section>
  );
}
