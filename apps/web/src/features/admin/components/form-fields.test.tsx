import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  CheckboxField,
  MoneyField,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
} from './form-fields';

type Values = {
  description: string;
  sortOrder: number | null;
  priceCents: number | null;
  featured: boolean;
  isActive: boolean;
  categoryId: string | null;
};

const initial: Values = {
  description: 'Hand-painted look.',
  sortOrder: 2,
  priceCents: 4900,
  featured: false,
  isActive: true,
  categoryId: 'pets',
};

function renderFields(onSubmit = vi.fn()) {
  function Form() {
    const form = useForm<Values>({ defaultValues: initial });
    return (
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
          <TextField name="description" label="Description" multiline rows={3} maxLength={200} />
          <NumberField name="sortOrder" label="Order" min={0} description="Lower comes first." />
          <MoneyField name="priceCents" label="Price" />
          <CheckboxField name="featured" label="Featured" />
          <SwitchField name="isActive" label="Active" description="Shown in the shop." />
          <SelectField
            name="categoryId"
            label="Category"
            placeholder="No category"
            options={[
              { value: 'pets', label: 'Pets' },
              { value: 'family', label: 'Family' },
            ]}
          />
          <button type="submit">Save</button>
        </form>
      </FormProvider>
    );
  }
  render(<Form />);
  return { user: userEvent.setup(), onSubmit };
}

describe('form fields', () => {
  it('label every control and describe it', () => {
    renderFields();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Hand-painted look.');
    expect(screen.getByText('18/200')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Order' })).toHaveAccessibleDescription(
      'Lower comes first.',
    );
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('49.00');
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription(
      'Shown in the shop.',
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('pets');
  });

  it('store typed values: numbers as numbers, dollars as cents, booleans, null for no choice', async () => {
    const { user, onSubmit } = renderFields();
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'New');
    await user.clear(screen.getByRole('spinbutton', { name: 'Order' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Order' }), '7');
    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '$59.5');
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'No category');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        description: 'New',
        sortOrder: 7,
        priceCents: 5950,
        featured: true,
        isActive: false,
        categoryId: null,
      }),
    );
  });

  it('an emptied number field stores null', async () => {
    const { user, onSubmit } = renderFields();
    await user.clear(screen.getByRole('spinbutton', { name: 'Order' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ sortOrder: null });
  });
});
