import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { Button } from '@/components/ui/button';

/** A list that could not load: the server's reason and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-6 mb-6 grid gap-3 rounded-xl border border-danger/40 p-4">
      <p className="text-sm text-danger">
        {adminErrorMessage(error, 'The list could not be loaded.')}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}
