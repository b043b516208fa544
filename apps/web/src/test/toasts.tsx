import { screen } from '@testing-library/react';
import { useToast } from '@/components/ui/use-toast';

/** The toasts raised so far as a list ("title | description"), for tests to read. */
export function ToastList() {
  const { toasts } = useToast();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id}>
          {t.title}
          {t.description ? ` | ${t.description}` : ''}
        </li>
      ))}
    </ul>
  );
}

export const toasts = () => screen.getByRole('list', { name: 'toasts' });
