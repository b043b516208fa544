import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, profile } from '@/test/fetch';
import { BOARD_ID } from '@/test/personalize-fixtures';
import {
  dialogs,
  fillAll,
  fillStepOne,
  renderForm,
  toasts,
  waitForAuth,
} from '../testing/render-form';

vi.mock('@/components/image-upload/image-upload', () => import('@/test/image-upload-stub'));

describe('PersonalizeForm: fields and steps', () => {
  it("shows step 1's fields with labels, placeholders and tooltips, and step 2 locked", async () => {
    const { ui } = renderForm();
    expect(screen.getByRole('form', { name: 'Tell Us About Your Pet' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveAttribute(
      'placeholder',
      'e.g. Biscuit',
    );
    // No longer than the API takes (FIELD_MAX_LENGTH): typing stops there.
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveAttribute('maxlength', '200');
    const type = screen.getByRole('combobox', { name: /Pet Type/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option', 'Dog', 'Cat', 'Bird']);
    const upload = screen.getByRole('button', { name: 'Upload to Pet Photo' });
    expect(upload).toHaveAttribute('data-max-size', '25');
    expect(upload).toHaveAttribute('data-multiple', 'true');
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 1' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Step 2' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Create My Artwork/ })).not.toBeInTheDocument();

    await ui.hover(screen.getByRole('button', { name: 'About Pet Name' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The name set on the portrait.');
  });

  it('Next on an incomplete step toasts, shows every inline message at once and stays', async () => {
    const { ui } = renderForm();
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    // Next validates asynchronously: wait for its verdict.
    await waitFor(() =>
      expect(toasts()).toHaveTextContent(
        'Please complete required fields | Some fields on this step need to be filled out before continuing.',
      ),
    );
    expect(await screen.findByText('Pet Name is required')).toBeInTheDocument();
    expect(screen.getByText('Pet Type is required')).toBeInTheDocument();
    // The empty photo field names itself too, in the same pass.
    expect(
      screen.getByText('Image Required: Please upload an image for Pet Photo'),
    ).toBeInTheDocument();
    // Focus goes to the first missing field: the photo's upload control.
    expect(screen.getByRole('button', { name: 'Upload to Pet Photo' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    // Validation runs on change: typing clears the message.
    await ui.type(screen.getByRole('textbox', { name: /Pet Name/ }), 'B');
    // The resolver validates asynchronously: wait for the message to go.
    await waitFor(() => expect(screen.queryByText('Pet Name is required')).not.toBeInTheDocument());
  });

  it('Next without the required photo names it and marks the field', async () => {
    const { ui } = renderForm();
    await ui.type(screen.getByRole('textbox', { name: /Pet Name/ }), 'Biscuit');
    await ui.selectOptions(screen.getByRole('combobox', { name: /Pet Type/ }), 'Cat');
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Please upload required images | Missing: Pet Photo'),
    );
    expect(
      screen.getByText('Image Required: Please upload an image for Pet Photo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload to Pet Photo' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('uploaded photos show as thumbnails that can be removed', async () => {
    const { ui } = renderForm();
    await ui.click(screen.getByRole('button', { name: 'Upload to Pet Photo' }));
    const list = screen.getByRole('list', { name: 'Uploaded images for Pet Photo' });
    expect(within(list).getByRole('img', { name: 'rex.jpg' })).toHaveAttribute(
      'src',
      '/media/user-uploads/guest/rex.jpg?sig=1',
    );
    await ui.click(within(list).getByRole('button', { name: 'Remove rex.jpg' }));
    expect(screen.queryByRole('list', { name: /Uploaded images/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Image Required: Please upload an image for Pet Photo'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Image Required | Please upload an image for Pet Photo'),
    );
  });

  it('a completed step moves on; its button stays clickable and Previous goes back', async () => {
    const { ui } = renderForm();
    await fillStepOne(ui);
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    // Focus lands on the new step's heading, and the next Tab reaches its first field.
    const heading = await screen.findByRole('heading', { name: 'Step 2 of 2' });
    await waitFor(() => expect(heading).toHaveFocus());
    await ui.tab();
    expect(screen.getByRole('radio', { name: /Heavenly Light/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Heavenly Light/ })).toBeInTheDocument();
    expect(screen.getByText('Gilded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 1' })).toBeEnabled();

    await ui.click(screen.getByRole('button', { name: 'Previous' }));
    // Previous is gone on step 1: focus goes to that step's heading, not to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Step 1 of 2' })).toHaveFocus());
    // Values survive the round trip.
    expect(screen.getByRole('textbox', { name: /Pet Name/ })).toHaveValue('Biscuit');
    // Step 2 is neither completed nor current now: only Next leads there again.
    expect(screen.getByRole('button', { name: 'Step 2' })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
  });

  it("an incomplete 'Create My Artwork' stays reachable by Tab, lists what is missing and focuses it", async () => {
    const { ui } = renderForm();
    await fillStepOne(ui);
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    const create = await screen.findByRole('button', { name: 'Create My Artwork' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toBeEnabled();
    for (let i = 0; i < 12 && document.activeElement !== create; i++) await ui.tab();
    expect(create).toHaveFocus();

    await ui.keyboard('{Enter}');
    expect(toasts()).toHaveTextContent('Please fill all required fields | Missing: Art Style');
    expect(create).toHaveAccessibleDescription('Still missing: Art Style');
    expect(await screen.findByText('Art Style is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Heavenly Light/ })).toHaveFocus();
    expect(screen.getByTestId('dialogs')).toHaveTextContent('sign-in:false');

    await ui.keyboard(' ');
    expect(screen.getByRole('radio', { name: /Heavenly Light/ })).toBeChecked();
    expect(create).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/Still missing/)).not.toBeInTheDocument();
  });

  it("'Create My Artwork' names every missing field, photo included, and opens the step of the first", async () => {
    // A cloned board whose photo is gone: step 2 opens with step 1 completed but no photo.
    const { ui } = renderForm({
      path: `/products/guardian-angel-pet?cloneFrom=${BOARD_ID}`,
      signedIn: true,
      routes: {
        [`GET /api/vision-boards/${BOARD_ID}`]: () =>
          json({ id: BOARD_ID, items: 'pet_name: Biscuit\npet_type: Cat' }),
        [`GET /api/vision-boards/${BOARD_ID}/images`]: () => json([]),
      },
    });
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create My Artwork' }));

    expect(toasts()).toHaveTextContent(
      'Please fill all required fields | Missing: Pet Photo, Art Style',
    );
    // The photo is on step 1: the form goes back there and puts the focus on its control.
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload to Pet Photo' })).toHaveFocus(),
    );
    expect(
      screen.getByText('Image Required: Please upload an image for Pet Photo'),
    ).toBeInTheDocument();
    // Art Style shows its own message once its step is back on screen.
    await ui.keyboard('{Enter}');
    await ui.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Art Style is required')).toBeInTheDocument();
  });

  it('a premium-only field is disabled for a free user and its hint opens the upgrade dialog', async () => {
    const { ui } = renderForm({ signedIn: true });
    await waitForAuth('signed-in');
    await fillAll(ui);
    expect(screen.getByRole('textbox', { name: /Gold Frame Engraving/ })).toBeDisabled();
    await ui.click(screen.getByRole('button', { name: 'Upgrade to unlock' }));
    expect(dialogs()).toHaveTextContent('upgrade:true');
  });

  it('a premium user can fill the premium-only field', async () => {
    const { ui } = renderForm({ signedIn: true, user: profile({ isPremium: true }) });
    await waitForAuth('signed-in');
    await fillAll(ui);
    expect(screen.getByRole('textbox', { name: /Gold Frame Engraving/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Upgrade to unlock' })).not.toBeInTheDocument();
  });
});
