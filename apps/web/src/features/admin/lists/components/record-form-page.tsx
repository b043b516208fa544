import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { AdminForm } from '@/features/admin/components/admin-form';
import { adminResolver } from '@/features/admin/lib/admin-resolver';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { useDeleteAndLeave } from '../lib/use-delete-and-leave';
import { FormPageState } from '@/features/admin/components/form-page-state';

// The edit page of one record of a content list (gallery item, testimonial): load it by the
// URL's id (or start blank), save with its version, delete after a confirm, back to the list.
// A third content area is one more RecordFormConfig.

type Versioned = { id: string; updatedAt: string };

export type RecordFormConfig<R extends Versioned, I extends FieldValues, O extends FieldValues> = {
  /** "gallery item": the loading, missing and delete texts. */
  what: string;
  /** The list page (Cancel, after save or delete). */
  list: string;
  /** The area's query keys ([...keys, 'item', id] is the record). */
  keys: QueryKey;
  /** The area's api/ file: the record's query and its writes. */
  itemQuery: (id: string) => UseQueryOptions<R, Error, R, string[]>;
  create: (values: O) => Promise<unknown>;
  update: (id: string, body: O & { updatedAt: string }) => Promise<unknown>;
  remove: (record: R) => Promise<unknown>;
  title: { edit: string; create: string };
  intro: ReactNode;
  schema: z.ZodType<O, I>;
  /** The form's values for a record, or for a new one. */
  values: (record: R | null) => DefaultValues<I>;
  /** How the delete dialog and toast name it ("The testimonial from Ana"). */
  name: (record: R) => string;
  submitLabel: string;
  saved: string;
  created: string;
  formLabel: (record: R | null) => string;
};

export function AdminRecordFormPage<
  R extends Versioned,
  I extends FieldValues,
  O extends FieldValues,
>({ config, children }: { config: RecordFormConfig<R, I, O>; children: ReactNode }) {
  const { id } = useParams();
  const record = useQuery({ ...config.itemQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <>
      <AdminIntro title={id ? config.title.edit : config.title.create}>{config.intro}</AdminIntro>
      {id && !record.data ? (
        <FormPageState error={record.error} backTo={config.list} what={config.what} />
      ) : (
        // A new version (after Reload) starts the form again from it.
        <RecordForm
          key={record.data?.updatedAt ?? 'new'}
          config={config}
          record={record.data ?? null}
        >
          {children}
        </RecordForm>
      )}
    </>
  );
}

function RecordForm<R extends Versioned, I extends FieldValues, O extends FieldValues>({
  config,
  record,
  children,
}: {
  config: RecordFormConfig<R, I, O>;
  record: R | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<I, unknown, O>({
    resolver: adminResolver(config.schema),
    defaultValues: config.values(record),
  });
  const remove = useDeleteAndLeave({
    what: config.what,
    name: record ? config.name(record) : '',
    remove: () => (record ? config.remove(record) : Promise.resolve()),
    invalidate: config.keys,
    leaveTo: config.list,
    form,
  });

  const save = async (values: O) => {
    if (record) await config.update(record.id, { ...values, updatedAt: record.updatedAt });
    else await config.create(values);
    await navigate(config.list);
    await queryClient.invalidateQueries({ queryKey: config.keys });
  };

  return (
    <div className="px-4 pb-6 sm:px-6">
      <AdminForm
        form={form}
        onSubmit={save}
        submitLabel={record ? 'Save changes' : config.submitLabel}
        successMessage={record ? config.saved : config.created}
        aria-label={config.formLabel(record)}
        onReload={() =>
          queryClient.invalidateQueries({ queryKey: [...config.keys, 'item', record?.id] })
        }
        footer={
          <>
            {record ? (
              <Button
                type="button"
                variant="destructive"
                className="sm:mr-auto"
                disabled={remove.isPending}
                onClick={() => void remove.run()}
              >
                Delete
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={config.list}>Cancel</Link>
            </Button>
          </>
        }
      >
        {children}
      </AdminForm>
    </div>
  );
}
