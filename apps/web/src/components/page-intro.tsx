import { useEffect, type ReactNode } from 'react';
import { pageTitle } from '@/lib/site';
import { cn } from '@/lib/utils';

/** Keeps the tab title in step with client-side navigation ('Gallery — Atelier'). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

interface PageIntroProps {
  title: string;
  /** Tab title when it differs from the heading. */
  documentTitle?: string;
  eyebrow?: string;
  children?: ReactNode;
  /** 'panel' is the compact, left-aligned heading inside a card (admin pages). */
  variant?: 'page' | 'panel';
  className?: string;
}

/** A page's heading block: sets the tab title and renders the page's only h1. */
export function PageIntro({
  title,
  documentTitle,
  eyebrow,
  children,
  variant = 'page',
  className,
}: PageIntroProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <header
      className={cn(
        variant === 'page'
          ? 'mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:pt-16'
          : 'px-6 pt-8 pb-10 text-left',
        className,
      )}
    >
      {eyebrow ? (
        <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-gold-ink uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 text-lg text-pretty text-navy-soft">{children}</div> : null}
    </header>
  );
}
