import { PageIntro } from '@/components/page-intro';

export function SectionsPage() {
  return (
    <PageIntro title="Sections">
      An overview of the building blocks our product pages are made of.
    </PageIntro>
  );
}
