import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge: it would cost about 9 KB gzip of
 * the 120 KB first-load budget (DESIGN.md §5). So never pass a class that conflicts with one
 * a component sets itself (two paddings, two sizes); give the component a variant instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
