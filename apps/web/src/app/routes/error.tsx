import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/page-intro';

/** Last line of defence for a page that crashed or a route module that could not load. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-navy-soft">
        This page could not be shown. Reloading usually fixes it; if not, please try again in a
        moment.
      </p>
      {detail ? <p className="text-sm text-muted">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <a href="/">Go home</a>
        </Button>
      </div>
    </div>
  );
}
