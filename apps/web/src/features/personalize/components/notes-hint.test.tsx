import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { petFields, product } from '@/test/personalize-fixtures';
import { fillStepOne, renderForm, waitForAuth } from '../testing/render-form';
import { NOT_PAINTED_HINT } from './field-control';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

// With the local studio, what a shopper writes in a notes field is kept but not
// painted; the form says so under that field (the API flags it: textNotPainted).
describe('PersonalizeForm: the hint under a field the studio does not paint', () => {
  it('shows under the flagged field, described by it, and under no other', async () => {
    const fields = petFields().map((f) =>
      f.fieldName === 'memorial_note' ? { ...f, textNotPainted: true } : f,
    );
    const { ui } = renderForm({ product: product({ fields }) });
    await waitForAuth('signed-out');
    await fillStepOne(ui);
    await ui.click(screen.getByRole('button', { name: 'Next' }));

    const note = await screen.findByRole('textbox', { name: 'Memorial Note' });
    expect(note).toHaveAccessibleDescription(NOT_PAINTED_HINT);
    expect(screen.getAllByText(NOT_PAINTED_HINT)).toHaveLength(1);
  });

  it('is absent when the shop paints every field (an AI provider reads the notes)', async () => {
    const { ui } = renderForm();
    await waitForAuth('signed-out');
    await fillStepOne(ui);
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('textbox', { name: 'Memorial Note' }),
    ).not.toHaveAccessibleDescription();
    expect(screen.queryByText(NOT_PAINTED_HINT)).toBeNull();
  });
});
