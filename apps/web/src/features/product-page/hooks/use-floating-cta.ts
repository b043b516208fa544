import { useEffect, useState } from 'react';

export const PERSONALIZE_SECTION_ID = 'personalize-section';

const FORM_FIELD = 'input, select, textarea, [contenteditable="true"], [role="combobox"]';

/**
 * SPEC.md §2: the floating button goes away for good once the shopper has focused any form
 * field in #personalize-section (they found the form), and while a submission runs.
 * Listens for focusin on the section, so the personalise form needs no wiring of its own.
 */
export function useFloatingCtaVisible({ submitting = false }: { submitting?: boolean } = {}) {
  const [fieldFocused, setFieldFocused] = useState(false);
  const footerInView = useFooterInView();

  useEffect(() => {
    if (fieldFocused) return;
    const section = document.getElementById(PERSONALIZE_SECTION_ID);
    if (!section) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(FORM_FIELD)) {
        setFieldFocused(true);
      }
    };
    section.addEventListener('focusin', onFocusIn);
    return () => section.removeEventListener('focusin', onFocusIn);
  }, [fieldFocused]);

  return !submitting && !fieldFocused && !footerInView;
}

/**
 * True while the page's footer (its contentinfo landmark) shows: the floating button sits over
 * the footer's corner, where 'Back to Top' is, so it makes way there.
 */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/** Scrolls to the personalise form and moves focus there (without a second jump). */
export function scrollToPersonalize() {
  const section = document.getElementById(PERSONALIZE_SECTION_ID);
  if (!section) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
