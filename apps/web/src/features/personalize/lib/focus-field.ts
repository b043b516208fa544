// Where the keyboard lands for a field: its input, select, textarea, first radio or upload
// button; never the tooltip button beside its label, nor the upload's hidden file input.
const CONTROL = [
  'input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'button:not([data-field-tooltip]):not(:disabled)',
].join(', ');

/** Focuses the control of a rendered field (wrapped in [data-field]); false if not shown. */
export function focusField(root: HTMLElement | null, fieldName: string): boolean {
  const wrapper = Array.from(root?.querySelectorAll<HTMLElement>('[data-field]') ?? []).find(
    (element) => element.dataset.field === fieldName,
  );
  const control = wrapper?.querySelector<HTMLElement>(CONTROL);
  if (!control) return false;
  control.focus();
  return true;
}
