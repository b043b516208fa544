import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { loadDraft, purgeExpiredDrafts, type SavedDraft } from '../lib/draft';

/** SPEC.md §9: auto-submit 1 s after a draft is restored. */
export const AUTO_SUBMIT_DELAY_MS = 1000;

interface DraftRestoreOptions {
  productSlug: string;
  /** Clone and regenerate modes neither restore nor auto-submit. */
  disabled: boolean;
  /** Puts the draft into the form; returns whether it is complete enough to submit. */
  apply(draft: SavedDraft): boolean;
  /** Submits what the form now holds. */
  submit(): void;
}

/**
 * SPEC.md §4: expired drafts are purged on load; once signed in, this product's unexpired
 * draft is restored ('Welcome back!') and, when complete, submitted after 1 s.
 */
export function useDraftRestore({ productSlug, disabled, apply, submit }: DraftRestoreOptions) {
  const { status } = useAuth();
  const restored = useRef(false);
  const [autoSubmit, setAutoSubmit] = useState(false);
  const latest = useRef({ apply, submit });
  latest.current = { apply, submit };

  useEffect(() => {
    purgeExpiredDrafts();
  }, []);

  useEffect(() => {
    if (status !== 'signed-in' || disabled || restored.current) return;
    if (!loadDraft(productSlug)) return;
    // Deferred a tick so the sign-in dialog's own toast comes first and this one stays up.
    const timer = setTimeout(() => {
      const draft = loadDraft(productSlug);
      if (!draft || restored.current) return;
      restored.current = true;
      const complete = latest.current.apply(draft);
      toast({ title: 'Welcome back!', description: 'Your saved details are back in the form.' });
      if (complete) setAutoSubmit(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [status, disabled, productSlug]);

  useEffect(() => {
    if (!autoSubmit || disabled) return;
    const timer = setTimeout(() => {
      setAutoSubmit(false);
      latest.current.submit();
    }, AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoSubmit, disabled]);
}
