import type { Artwork } from '@atelier/shared/schemas/generation';
import {
  REVISION_MESSAGES,
  REVISION_NOTE_MAX,
  revisionCostLine,
} from '@atelier/shared/schemas/revisions';
import { MessageSquarePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { useRevisionAllowance } from '@/lib/api/get-revision-allowance';
import { useRequestRevision } from '../api/request-revision';

/**
 * "Ask for a change" on a finished artwork: a note, then a new version from the same inputs with
 * a new seed; the earlier versions stay, and any of them can be printed.
 */
export function AskChange({ artwork }: { artwork: Artwork }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const allowance = useRevisionAllowance(artwork.id, open);
  const request = useRequestRevision();
  const navigate = useNavigate();
  const { refreshProfile } = useAuth();
  const { openUpgrade } = useDialogs();
  const error = tried && !note.trim() ? REVISION_MESSAGES.NOTE_REQUIRED : undefined;

  const close = () => {
    setOpen(false);
    setNote('');
    setTried(false);
    request.reset();
  };

  const submit = async () => {
    setTried(true);
    if (!note.trim()) return;
    try {
      const created = await request.mutateAsync({ artworkId: artwork.id, note: note.trim() });
      close();
      if (!created.free) void refreshProfile();
      toast({
        title: 'Your change is on its way',
        description: created.free
          ? 'A new version is being made, free of charge.'
          : 'A new version is being made.',
      });
      await navigate(`/artwork/${created.artwork.visionBoardId}/${created.artwork.id}`);
    } catch (err) {
      if (errorStatus(err) === 402) {
        close();
        await refreshProfile();
        openUpgrade();
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageSquarePlus aria-hidden />
        Ask for a change
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask for a change</DialogTitle>
          <DialogDescription>
            Tell us what to change. We make a new version from the same photos and answers; this one
            stays, and you can print whichever you like best.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${ids}-note`} className="text-sm font-semibold">
            What should change?
          </label>
          <textarea
            id={`${ids}-note`}
            rows={4}
            maxLength={REVISION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="For example: a warmer light, and her hair a little longer."
            aria-invalid={Boolean(error)}
            aria-describedby={`${ids}-cost${error ? ` ${ids}-error` : ''}`}
            className="w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy placeholder:text-muted focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 aria-invalid:border-danger sm:text-sm"
          />
          {error ? (
            <p id={`${ids}-error`} className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <p id={`${ids}-cost`} className="text-sm text-navy-soft" aria-live="polite">
            {allowance.data ? revisionCostLine(allowance.data) : ''}
          </p>
          {request.isError && errorStatus(request.error) !== 402 ? (
            <FormError message={errorMessage(request.error, 'The change was not started.')} />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="accent" disabled={request.isPending}>
              {request.isPending ? 'Starting…' : 'Make the change'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
