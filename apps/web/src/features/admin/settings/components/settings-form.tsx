import type { AdminSettings } from '@atelier/shared/schemas/admin-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { AdminForm } from '@/features/admin/components/admin-form';
import { TextField } from '@/features/admin/components/form-fields';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { adminSettingsQueryOptions } from '../api/get-admin-settings';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import {
  settingsFormSchema,
  settingsFormValues,
  type SettingsFormInput,
  type SettingsFormValues,
} from '../lib/settings-form';
import { FaqEntriesField } from './faq-entries-field';
import { FormSection } from './form-section';
import { LiveCounterFields } from './live-counter-fields';
import { MarkdownField } from './markdown-field';
import { ProductionDaysFields } from './production-days-fields';
import { SocialProofFields } from './social-proof-fields';

const PAGES = [
  { key: 'terms', label: 'Terms', path: '/terms' },
  { key: 'privacy', label: 'Privacy', path: '/privacy' },
  { key: 'returns', label: 'Returns', path: '/returns' },
] as const;

/** The site content form: one PUT /api/admin/settings with the version it was opened at. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const update = useUpdateAdminSettings();
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: adminResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });

  // A newer version arrived (a refetch): show it unless the admin is mid-edit.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(settingsFormValues(settings));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version resets
  }, [settings.updatedAt]);

  const onSubmit = async (values: SettingsFormValues) => {
    const saved = await update.mutateAsync(values);
    reset(saved?.updatedAt ? settingsFormValues(saved) : values);
    toast({
      variant: 'success',
      title: 'Site content saved',
      description: 'The shop shows it now.',
    });
  };

  // After a stale-edit 409: the settings as they are now, in place of the edits.
  const onReload = async () => {
    const fresh = await queryClient.fetchQuery({ ...adminSettingsQueryOptions(), staleTime: 0 });
    reset(settingsFormValues(fresh));
  };

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      onReload={onReload}
      submitLabel="Save site content"
      aria-label="Site content"
    >
      <div className="grid gap-8">
        <SocialProofFields />
        <LiveCounterFields />
        <FormSection title="Landing page" description="The hero and the mission section of /.">
          <TextField name="landing.heroTitle" label="Hero title" maxLength={200} />
          <TextField
            name="landing.heroSubtitle"
            label="Hero subtitle"
            multiline
            rows={2}
            maxLength={500}
          />
          <TextField name="landing.missionTitle" label="Mission title" maxLength={200} />
          <TextField
            name="landing.missionText"
            label="Mission text"
            multiline
            rows={5}
            maxLength={3000}
          />
        </FormSection>
        {PAGES.map((page) => (
          <FormSection
            key={page.key}
            title={`${page.label} page`}
            description={`Shown at ${page.path}.`}
          >
            <TextField
              name={`pages.${page.key}.title`}
              label={`${page.label} title`}
              maxLength={120}
            />
            <MarkdownField
              name={`pages.${page.key}.markdown`}
              label={`${page.label} text`}
              maxLength={100_000}
            />
          </FormSection>
        ))}
        <FormSection title="FAQ" description="Shown at /faq, one question after another.">
          <TextField name="pages.faq.title" label="FAQ title" maxLength={120} />
          <FaqEntriesField />
        </FormSection>
        <FormSection title="Contact" description="The address contact messages are sent to.">
          <TextField name="shopEmail" label="Shop e-mail" type="email" maxLength={254} />
        </FormSection>
        <ProductionDaysFields />
      </div>
    </AdminForm>
  );
}
