import { CONTACT_MESSAGES } from '@atelier/shared/schemas/contact';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { json, stubFetch } from '@/test/fetch';
import { renderWithApp } from '@/test/render';
import { ContactForm } from './contact-form';

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id}>
          {t.title} | {t.description}
        </li>
      ))}
    </ul>
  );
}

function renderForm(answer: () => Response) {
  const fetch = stubFetch({ 'POST /api/contact': answer });
  renderWithApp(
    <>
      <ContactForm />
      <Toasts />
    </>,
  );
  return { fetch, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Subject (optional)' }), 'Canvas sizes');
  await user.type(
    screen.getByRole('textbox', { name: 'Message' }),
    'Do you ship canvas prints to Canada?',
  );
}

describe('ContactForm', () => {
  it('shows inline validation messages and sends nothing', async () => {
    const { fetch, user } = renderForm(() => json({ ok: true, id: 'm1' }, 201));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.EMAIL_INVALID)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.MESSAGE_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      CONTACT_MESSAGES.EMAIL_INVALID,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says one thing about the message length at a time, and stops typing at the limit', async () => {
    const { user } = renderForm(() => json({ ok: true, id: 'm1' }, 201));
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription('Between 10 and 5000 characters.');
    expect(message).toHaveAttribute('maxlength', '5000');
    await user.type(message, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(CONTACT_MESSAGES.MESSAGE_TOO_SHORT),
    );
    expect(screen.queryByText(/Between 10 and 5000 characters/)).toBeNull();
  });

  it('keeps the honeypot out of reach of people and assistive tech', () => {
    renderForm(() => json({ ok: true, id: 'm1' }, 201));
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends the message and shows the confirmation after a 201', async () => {
    const { fetch, user } = renderForm(() => json({ ok: true, id: 'm1' }, 201));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_MESSAGES.SENT)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Canvas sizes',
      message: 'Do you ship canvas prints to Canada?',
      website: '',
    });

    // A fresh, empty form for the next message.
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("shows the server's error message inline and as a toast", async () => {
    const { user } = renderForm(() =>
      json({ error: { code: 'VALIDATION', message: 'Please enter your name.' } }, 400),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your name.');
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent(
      'Message not sent | Please enter your name.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  });

  it('explains a 429 and does not retry it', async () => {
    const { fetch, user } = renderForm(() =>
      json({ error: { code: 'RATE_LIMITED', message: 'Rate limit exceeded' } }, 429),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages — please try again later.',
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
