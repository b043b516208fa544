import { Link } from 'react-router';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { errorStatus } from '@/lib/api-client';

/** While an edit page loads its row, or when it cannot: a status line or the reason. */
export function FormPageState({
  error,
  backTo,
  what,
}: {
  error: unknown;
  backTo: string;
  what: string;
}) {
  if (!error) {
    return (
      <p role="status" className="px-6 pb-6 text-sm text-muted">
        Loading the {what}…
      </p>
    );
  }
  const message =
    errorStatus(error) === 404
      ? `This ${what} does not exist (it may have been deleted).`
      : adminErrorMessage(error, `The ${what} could not be loaded.`);
  return (
    <div role="alert" className="grid gap-2 px-6 pb-6 text-sm">
      <p className="text-danger">{message}</p>
      <Link to={backTo} className="font-semibold underline underline-offset-4">
        Back to the list
      </Link>
    </div>
  );
}
