import type { ProductField } from '@atelier/shared/schemas/catalogue';
import { useEffect, useRef, useState } from 'react';
import { focusField } from '../lib/focus-field';

/** The numbers from `from` to `to`, both included. */
export const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The personalise form's steps: the one shown, those done, those that can be opened, and the
 * keyboard focus that follows the visitor's moves (a new step's heading, or a missing field).
 */
export function useFormSteps(total: number, preview: boolean) {
  const [currentStep, setStep] = useState(1);
  // A preview's fields change under it: a step that no longer exists shows the last one.
  const step = Math.min(currentStep, total);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  // A preview opens any step, but marks done only the steps passed with Next, as a shopper's.
  const reachable = preview ? new Set(range(1, total)) : completed;

  // Focus is applied after the render that shows the target (a step change renders new fields).
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<{ field: string } | 'heading' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else focusField(formRef.current, target.field);
  });

  const goToStep = (target: number) => {
    pendingFocus.current = 'heading';
    setStep(target);
  };
  /** Shows the field's step if need be and puts the focus on it. */
  const focusMissing = (field: ProductField | undefined) => {
    if (!field) return;
    const fieldStep = field.stepNumber || 1;
    if (fieldStep === step) {
      focusField(formRef.current, field.fieldName);
      return;
    }
    pendingFocus.current = { field: field.fieldName };
    setStep(fieldStep);
  };

  return {
    step,
    setStep,
    completed,
    setCompleted,
    reachable,
    formRef,
    headingRef,
    goToStep,
    focusMissing,
  };
}
