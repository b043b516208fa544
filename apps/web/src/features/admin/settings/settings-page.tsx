import { AdminLoadError, AdminLoading } from '@/features/admin/components/admin-load-state';
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
          <AdminLoading label="Loading the site content" rows={5} rowClassName="h-16" />
        ) : settings.isError ? (
          <AdminLoadError
            error={settings.error}
            fallback="We could not load the site content just now."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </div>
    </>
  );
}
