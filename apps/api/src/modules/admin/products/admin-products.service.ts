import type {
  AdminProduct,
  AdminProductList,
  AdminProductValues,
  BlueprintRef,
} from '@atelier/shared/schemas/admin-products';
import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { publicUrl } from '../../../storage/public-url';
import {
  toFieldDto,
  toFieldDtos,
  toProductContent,
  toProductDto,
} from '../../catalogue/catalogue.service';
import { templatePlaceholders } from '@atelier/shared/blueprint-template';
import { fieldRolesSchema } from '@atelier/shared/schemas/field-roles';
import type { BlueprintVersionRow } from '../../../db/schema/blueprints';
import {
  copyLiveVersion,
  createStarterBlueprint,
  followFieldChanges,
  warningsOf,
} from '../../blueprints/blueprints.service';
import { uniqueOr } from '../content-admin';
import { staleEdit, versionOf } from '../versioning';
import type {
  AdminProductsRepository,
  FieldValues,
  ListQuery,
  ProductContent,
  ProductFieldRow,
  ProductRow,
} from './admin-products.repository';
import type { Tx } from '../../../db/client';

export type ProductUpdate = ProductContent & { updatedAt: string };

const PRODUCT = 'product';

export const PRODUCT_MESSAGES = {
  slugTaken: (slug: string) =>
    `Another product already uses the slug '${slug}'. Choose a different slug.`,
  unknownCategory: 'That category does not exist (it may have been deleted). Choose another one.',
  unknownField: (name: string) =>
    `The field '${name}' is no longer part of this product (someone may have removed it). Reload the product and try again.`,
  repeatedField: (name: string) =>
    `The field '${name}' is sent twice with the same id. Each existing field can appear once.`,
  hasOrders: (n: number) =>
    `This product has ${n} order${n === 1 ? '' : 's'}, so it is archived instead of deleted: its orders keep pointing at it. Archive it to take it off the shop. Nothing was changed.`,
} as const;

function toBlueprintRef(title: string, row: BlueprintVersionRow | null): BlueprintRef | null {
  if (!row) return null;
  return {
    id: row.id,
    name: `${title} v${row.version}`,
    version: row.version,
    kind: row.kind,
    placeholders: templatePlaceholders(row.promptTemplate, row.captionTemplate),
    // Stored roles the schema refuses count as none (the job reads such fields by their type).
    fieldRoles: fieldRolesSchema.safeParse(row.fieldRoles).data ?? {},
    blueprintId: row.blueprintId,
  };
}

/** A field as the admin stored it: option images are the stored references, not display URLs. */
function toAdminField(row: ProductFieldRow): AdminProduct['fields'][number] {
  const { textNotPainted: _hint, ...field } = toFieldDto(row, false);
  return { ...field, fieldOptions: row.fieldOptions ?? null };
}

function toAdminProduct(
  p: ProductRow,
  fields: ProductFieldRow[],
  blueprint: BlueprintVersionRow | null,
  orderCount: number,
): AdminProduct {
  return {
    id: p.id,
    ...toProductContent(p, (ref) => ref),
    categoryId: p.categoryId,
    status: p.status,
    fields: fields.map(toAdminField),
    activeBlueprint: toBlueprintRef(p.title, blueprint),
    freeRevisions: p.freeRevisions,
    orderCount,
    createdAt: versionOf(p.createdAt),
    updatedAt: versionOf(p.updatedAt),
  };
}

export function createAdminProductsService(
  repo: AdminProductsRepository,
  { localStudio }: { localStudio: boolean },
) {
  const { db } = repo;

  async function detail(id: string): Promise<AdminProduct> {
    const product = await repo.find(id);
    if (!product) throw notFound('Product not found');
    const [fields, blueprint, orderCount] = await Promise.all([
      repo.fields(id),
      repo.liveVersion(id),
      repo.orderCount(id),
    ]);
    return toAdminProduct(product, fields, blueprint, orderCount);
  }

  async function checkContent(tx: Tx, content: ProductContent, exceptId?: string) {
    if (await repo.slugTaken(content.slug, tx, exceptId))
      throw conflict(PRODUCT_MESSAGES.slugTaken(content.slug), 'SLUG_TAKEN');
    if (content.categoryId && !(await repo.categoryExists(content.categoryId, tx)))
      throw badRequest(PRODUCT_MESSAGES.unknownCategory);
  }

  /** A slug race lost between the check and the write is the same 409. */
  const slugSafe = <T>(slug: string, run: () => Promise<T>) =>
    uniqueOr(() => conflict(PRODUCT_MESSAGES.slugTaken(slug), 'SLUG_TAKEN'), run);

  /** 404 when the product does not exist, else the 409 of a stale version. */
  async function missingOrStale(tx: Tx, id: string): Promise<never> {
    if (!(await repo.find(id, tx))) throw notFound('Product not found');
    throw staleEdit(PRODUCT);
  }

  async function setStatus(id: string, version: string, status: ProductRow['status']) {
    await db.transaction(async (tx) => {
      const row = await repo.updateProduct(tx, id, version, { status });
      if (!row) await missingOrStale(tx, id);
    });
    return detail(id);
  }

  return {
    detail,

    async list(query: ListQuery): Promise<AdminProductList> {
      const { rows, total } = await repo.list(query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          status: r.status,
          category:
            r.categoryId && r.categoryName ? { id: r.categoryId, name: r.categoryName } : null,
          thumbnailUrl: publicUrl(r.sampleImageUrl),
          fieldCount: r.fieldCount,
          orderCount: r.orderCount,
          sortOrder: r.sortOrder,
          updatedAt: versionOf(r.updatedAt),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The storefront's view of the product (by id or slug), whatever its status: the preview. */
    async preview(idOrSlug: string): Promise<ProductDetail> {
      const found = await repo.findWithCategory(idOrSlug);
      if (!found) throw notFound('Product not found');
      const [fields, roles] = await Promise.all([
        repo.fields(found.product.id),
        repo.fieldRoles(found.product.id),
      ]);
      return {
        ...toProductDto(found),
        fields: toFieldDtos(fields, roles, localStudio),
        freeRevisions: found.product.freeRevisions,
      };
    },

    /** The product, its fields and its starter blueprint, in one transaction. */
    async create(body: AdminProductValues, adminId: string): Promise<AdminProduct> {
      const { fields, artworkKind, ...content } = body;
      const fresh = fields.map(({ id: _ignored, ...f }) => f);
      let roleWarnings: string[] = [];
      const id = await slugSafe(content.slug, () =>
        db.transaction(async (tx) => {
          await checkContent(tx, content);
          // Without a position the new product goes last (it takes no landing slot unasked).
          let sortOrder = content.sortOrder;
          if (sortOrder === undefined) sortOrder = await repo.lastPosition(tx);
          else await repo.makeRoom(tx, sortOrder);
          const product = await repo.insertProduct(tx, { ...content, sortOrder });
          await repo.insertFields(tx, product.id, fresh);
          const { version } = await createStarterBlueprint(tx, {
            productId: product.id,
            kind: artworkKind,
            fields: fresh,
            authorId: adminId,
          });
          roleWarnings = warningsOf(fresh, version);
          return product.id;
        }),
      );
      return { ...(await detail(id)), roleWarnings };
    },

    /** The whole product and its fields, if `updatedAt` is still the stored version. */
    async update(id: string, body: ProductUpdate & { fields: FieldValues[] }, adminId: string) {
      const { fields, updatedAt, ...content } = body;
      let roleWarnings: string[] = [];
      await slugSafe(content.slug, () =>
        db.transaction(async (tx) => {
          const locked = await repo.lock(tx, id);
          if (!locked) throw notFound('Product not found');
          await checkContent(tx, content, id);
          // A position sent is a move there; none keeps the product's place.
          if (content.sortOrder !== undefined && content.sortOrder !== locked.sortOrder)
            await repo.makeRoom(tx, content.sortOrder, id);
          if (!(await repo.updateProduct(tx, id, updatedAt, content))) throw staleEdit(PRODUCT);
          const existing = new Set((await repo.fields(id, tx)).map((f) => f.id));
          const sent = new Set<string>();
          for (const f of fields) {
            if (f.id === undefined) continue;
            if (!existing.has(f.id))
              throw badRequest(PRODUCT_MESSAGES.unknownField(f.fieldName), 'UNKNOWN_FIELD');
            if (sent.has(f.id))
              throw badRequest(PRODUCT_MESSAGES.repeatedField(f.fieldName), 'VALIDATION_ERROR');
            sent.add(f.id);
          }
          await repo.replaceFields(tx, id, fields);
          // Fields the live version has no role for get the ones their words suggest.
          roleWarnings = await followFieldChanges(tx, {
            productId: id,
            kind: 'portrait',
            fields,
            authorId: adminId,
          });
        }),
      );
      return { ...(await detail(id)), roleWarnings };
    },

    archive: (id: string, version: string) => setStatus(id, version, 'archived'),
    restore: (id: string, version: string) => setStatus(id, version, 'draft'),
    /** On the shop (the row menu's Activate): the same as saving it active in the editor. */
    activate: (id: string, version: string) => setStatus(id, version, 'active'),
    /** Off the shop but kept for editing (a draft), unlike archive, which retires it. */
    deactivate: (id: string, version: string) => setStatus(id, version, 'draft'),

    /** Deletes a product nobody ordered; one with orders is left as it is (409). */
    async remove(id: string, version: string): Promise<void> {
      await db.transaction(async (tx) => {
        const product = await repo.lock(tx, id);
        if (!product) throw notFound('Product not found');
        const orders = await repo.orderCount(id, tx);
        if (orders > 0) throw conflict(PRODUCT_MESSAGES.hasOrders(orders), 'PRODUCT_HAS_ORDERS');
        if (!(await repo.deleteProduct(tx, id, version))) throw staleEdit(PRODUCT);
      });
    },

    /** A draft copy: `<slug>-copy` (then -copy-2…), its fields and its active blueprint. */
    async duplicate(id: string, adminId: string): Promise<AdminProduct> {
      const newId = await db.transaction(async (tx) => {
        const source = await repo.find(id, tx);
        if (!source) throw notFound('Product not found');
        const taken = await repo.copySlugs(source.slug, tx);
        let slug = `${source.slug}-copy`;
        for (let n = 2; taken.has(slug); n++) slug = `${source.slug}-copy-${n}`;
        const {
          id: _id,
          createdAt: _created,
          updatedAt: _updated,
          slug: _slug,
          title,
          status: _status,
          ...content
        } = source;
        const copy = await repo.insertProduct(tx, {
          ...content,
          slug,
          title: `${title} (copy)`,
          status: 'draft',
        });
        const fields = await repo.fields(id, tx);
        await repo.insertFields(
          tx,
          copy.id,
          fields.map((f) => ({ ...toAdminField(f), id: undefined })) as FieldValues[],
        );
        await copyLiveVersion(tx, { from: id, to: copy.id, authorId: adminId });
        return copy.id;
      });
      return detail(newId);
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
