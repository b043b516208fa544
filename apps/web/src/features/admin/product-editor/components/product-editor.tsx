import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { ExternalLink } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { slugify } from '@atelier/shared/slugify';
import { AdminForm } from '../../components/admin-form';
import { useConfirm } from '../../components/confirm-dialog';
import { AdminIntro } from '../../shell/admin-intro';
import { getAdminProduct } from '../api/get-admin-product';
import { useSaveAdminProduct } from '../api/save-admin-product';
import { ActiveBlueprintContext } from '../lib/active-blueprint';
import { blueprintWarning, lostPlaceholders } from '../lib/blueprint-check';
import { editorValuesOf, newProductValues, type EditorValues } from '../lib/editor-values';
import {
  productResolver,
  type CreateBody,
  type ProductBody,
  type UpdateBody,
} from '../lib/product-body';
import { quietBlanks } from '../lib/quiet-blanks';
import { BasicsSection } from './basics-section';
import { BenefitsSection, PersonaliseSection } from './content-sections';
import { FormBuilder } from './form-builder';
import { HeroSection } from './hero-section';
import { LivePreview } from './live-preview';
import { RoleWarnings } from './role-warnings';
import { SearchPreview } from './search-preview';

export const SAVED_TOAST = 'Product saved';

/** The storefront address of a saved product; drafts and archived ones open as a preview. */
export const storefrontHref = (product: Pick<AdminProduct, 'slug' | 'status'>) =>
  `/products/${product.slug}${product.status === 'active' ? '' : '?preview=1'}`;

/**
 * /admin/products/new and /admin/products/{id}/edit: every product field, the form builder and
 * the live preview. An edit sends the version it loaded (409 when someone saved since).
 */
export function ProductEditor({ product }: { product: AdminProduct | null }) {
  // The saved version being edited: the form's baseline, the PUT's updatedAt, the blueprint.
  const [base, setBase] = useState(product);
  // What the last save said about the blueprint's roles (a field it ignores, …).
  const [roleWarnings, setRoleWarnings] = useState<string[]>([]);
  const baseRef = useRef(base);
  baseRef.current = base;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const save = useSaveAdminProduct();

  const submitted = useRef(false);
  const resolver = useMemo(
    () =>
      quietBlanks(
        productResolver(() => baseRef.current?.updatedAt ?? null),
        () => submitted.current,
      ),
    [],
  );
  const form = useForm<EditorValues, unknown, ProductBody>({
    resolver,
    defaultValues: product ? editorValuesOf(product) : newProductValues(),
    mode: 'onTouched',
  });
  // Read by the resolver, which runs before formState has caught up with a save.
  submitted.current = form.formState.isSubmitted || form.formState.isSubmitting;

  // A new product's slug follows its title until the slug is typed by hand.
  const slugFollows = useRef(product === null);
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'slug') slugFollows.current = false;
      if (name === 'title' && slugFollows.current)
        form.setValue('slug', slugify(values.title ?? ''), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = async (body: ProductBody): Promise<void | false> => {
    const current = baseRef.current;
    const lost = lostPlaceholders(
      current?.activeBlueprint,
      current?.fields ?? [],
      form.getValues('fields'),
    );
    if (current?.activeBlueprint && lost.length > 0) {
      const ok = await confirm({
        title: 'Save without these blueprint inputs?',
        description: blueprintWarning(current.activeBlueprint, lost),
        confirmLabel: 'Save anyway',
      });
      // Keep editing: nothing was saved, so the edits stay unsaved and leaving still asks.
      if (!ok) return false;
    }
    const saved = await save.mutateAsync(
      current
        ? { id: current.id, body: body as UpdateBody }
        : { id: null, body: body as CreateBody },
    );
    toast({ variant: 'success', title: SAVED_TOAST });
    setRoleWarnings(saved.roleWarnings ?? []);
    setBase(saved);
    form.reset(editorValuesOf(saved));
    if (!current) void navigate(`/admin/products/${saved.id}/edit`, { replace: true });
  };

  const reload = async () => {
    if (!base) return;
    const fresh = await getAdminProduct(base.id);
    setBase(fresh);
    form.reset(editorValuesOf(fresh));
  };

  const title = base ? `Edit ${base.title}` : 'New Product';
  return (
    <>
      <AdminIntro title={title}>
        {base
          ? 'Its page texts and images, its status, and the form a shopper fills in.'
          : 'Set up the page, build its form, and save it as a draft until it is ready.'}
      </AdminIntro>
      <div className="grid grid-cols-1 gap-8 px-4 pb-8 sm:px-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        {roleWarnings.length ? <RoleWarnings warnings={roleWarnings} /> : null}
        <AdminForm
          form={form}
          onSubmit={onSubmit}
          onReload={base ? reload : undefined}
          submitLabel="Save product"
          aria-label={title}
          className="grid min-w-0 grid-cols-1 gap-10"
          footer={
            <>
              <Button asChild variant="ghost">
                <Link to="/admin/products">Back to products</Link>
              </Button>
              {base ? (
                <Button asChild variant="outline">
                  <a href={storefrontHref(base)} target="_blank" rel="noreferrer">
                    View on storefront
                    <ExternalLink aria-hidden />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
            </>
          }
        >
          <BasicsSection isNew={base === null} />
          {/* A new product's page is set up section by section; an edit opens folded. */}
          <SearchPreview defaultOpen={base === null} />
          <HeroSection defaultOpen={base === null} />
          <PersonaliseSection defaultOpen={base === null} />
          <BenefitsSection defaultOpen={base === null} />
          <ActiveBlueprintContext.Provider value={base?.activeBlueprint ?? null}>
            <FormBuilder />
          </ActiveBlueprintContext.Provider>
        </AdminForm>
        <aside
          aria-label="Preview"
          className="min-w-0 xl:sticky xl:top-24 xl:max-h-[calc(100svh-7rem)] xl:self-start xl:overflow-y-auto"
        >
          <LivePreview control={form.control} />
        </aside>
      </div>
    </>
  );
}
