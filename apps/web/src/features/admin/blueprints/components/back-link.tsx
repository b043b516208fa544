import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The editor's way back to the list. */
export const BackToBlueprints = () => (
  <Link
    to="/admin/blueprints"
    className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-navy underline-offset-4 hover:underline sm:min-h-8"
  >
    <ArrowLeft className="size-4" aria-hidden />
    All blueprints
  </Link>
);
