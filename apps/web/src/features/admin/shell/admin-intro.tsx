import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro';

/** The title block of an admin page; its document title is "Admin · {title}". */
export function AdminIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageIntro title={title} documentTitle={`Admin · ${title}`} variant="panel">
      {children}
    </PageIntro>
  );
}
