import { Button } from '@/components/ui/button';
import { adminErrorMessage } from '@/features/admin/api/admin-api';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { useAdminSettings } from './api/get-admin-settings';
import { SettingsForm } from './components/settings-form';

/** /admin/settings ("Site Content"): social proof, live counter, pages, FAQ, e-mail, production. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <AdminIntro title="Site Content">
        Social proof, the live counter, content pages, the FAQ, the shop’s e-mail and the canvas
        production time.
      </AdminIntro>
      <div className="px-4 pb-10 sm:px-6">
        {settings.isPending ? (
          <div role="status" aria-label="Loading the site content" className="grid gap-3">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="h-16 animate-pulse rounded-xl bg-cream" />
            ))}
          </div>
        ) : settings.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-cream p-6">
            <p>
              {adminErrorMessage(settings.error, 'We could not load the site content just now.')}
            </p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </div>
    </>
  );
}
