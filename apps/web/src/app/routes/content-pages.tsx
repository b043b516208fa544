import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ContentPageView } from '@/features/content-pages/components/content-page-view';

// Shop information pages: their copy is markdown kept in site settings (GET /api/pages/:slug).

export const TermsPage = () => <ContentPageView slug="terms" />;
export const PrivacyPage = () => <ContentPageView slug="privacy" />;
export const ReturnsPage = () => <ContentPageView slug="returns" />;

export function FaqPage() {
  return (
    <>
      <ContentPageView slug="faq" />
      <div className="flex justify-center px-4 pb-12">
        <Button asChild variant="outline">
          <Link to="/contact">Still have a question? Contact us</Link>
        </Button>
      </div>
    </>
  );
}
