import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { adminProduct, VERSION } from '../testing/fixtures';
import { editorValuesOf, emptyField, newProductValues, type EditorValues } from './editor-values';
import { lostPlaceholders } from './blueprint-check';
import { uniqueFieldName } from './field-names';
import { duplicateOption, IMAGE_MISSING, productBody, productResolver } from './product-body';

const resolve = async (values: EditorValues, updatedAt: string | null = null) => {
  const result = await productResolver(() => updatedAt)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result;
};

const withFields = (...fields: EditorValues['fields']): EditorValues => ({
  ...newProductValues(),
  title: 'Angel Pet',
  slug: 'angel-pet',
  fields,
});

describe('product body', () => {
  it('round-trips a saved product into the same body (fields in order, ids kept)', () => {
    const product = adminProduct();
    const body = productBody(editorValuesOf(product), VERSION);
    expect(body).toMatchObject({ updatedAt: VERSION, heroBulletPoints: null, slug: product.slug });
    expect(body.fields.map((f) => [f.id, f.fieldName, f.fieldOptions])).toEqual(
      product.fields.map((f) => [f.id, f.fieldName, f.fieldOptions]),
    );
  });

  it('puts each schema issue on the input that holds it', async () => {
    const select = { ...emptyField('select'), fieldName: 'breed', fieldLabel: 'Breed' };
    select.selectOptions = [{ value: 'Dog' }, { value: ' ' }, { value: 'Dog' }];
    const visual = { ...emptyField('visual_selector'), fieldName: 'style', fieldLabel: 'Style' };
    const values = withFields(select, visual);
    values.heroBullets = ['a', '', '', ''];
    const { errors } = await resolve(values);
    const fields = errors.fields as unknown as Record<string, Record<string, unknown>>[];
    expect(errors.heroBullets?.message).toBe(ADMIN_MESSAGES.heroBullets);
    expect(fields[0]?.selectOptions).toMatchObject({
      1: { value: { message: 'Option is required.' } },
      2: { value: { message: duplicateOption('Dog') } },
    });
    expect(fields[1]?.visualOptions).toMatchObject({
      0: { imageUrl: { message: IMAGE_MISSING }, title: { message: 'Option title is required.' } },
    });
  });

  it('two fields with one name: the second says so', async () => {
    const a = { ...emptyField('text'), fieldName: 'name', fieldLabel: 'Name' };
    const b = { ...emptyField('text'), fieldName: 'name', fieldLabel: 'Name' };
    const { errors } = await resolve(withFields(a, b));
    const fields = errors.fields as unknown as Record<string, { message?: string }>[];
    expect(fields[1]?.fieldName?.message).toBe(ADMIN_MESSAGES.duplicateFieldName('name'));
    expect(fields[0]).toBeUndefined();
  });
});

describe('field names', () => {
  it('are made from the label with the slug helper and kept unique', () => {
    expect(uniqueFieldName('Pet’s Name!', [])).toBe('pets-name');
    expect(uniqueFieldName('Name', ['name'])).toBe('name-2');
    expect(uniqueFieldName('Name', ['name', 'name-2'])).toBe('name-3');
    expect(uniqueFieldName('!!!', [])).toBe('field');
  });
});

describe('blueprint placeholders', () => {
  const product = adminProduct();
  const edited = editorValuesOf(product).fields;

  it('none lost when the names stay', () => {
    expect(lostPlaceholders(product.activeBlueprint, product.fields, edited)).toEqual([]);
  });

  it('a rename or a removal loses its placeholder, unless another field takes the name', () => {
    const renamed = edited.map((f) =>
      f.fieldName === 'pet_name' ? { ...f, fieldName: 'name' } : f,
    );
    const removed = renamed.filter((f) => f.fieldName !== 'pet_type');
    expect(lostPlaceholders(product.activeBlueprint, product.fields, removed)).toEqual([
      { name: 'pet_name', renamedTo: 'name' },
      { name: 'pet_type', renamedTo: null },
    ]);
    const taken = [...removed, { ...emptyField('text'), fieldName: 'pet_type' }];
    expect(lostPlaceholders(product.activeBlueprint, product.fields, taken)).toEqual([
      { name: 'pet_name', renamedTo: 'name' },
    ]);
  });
});
