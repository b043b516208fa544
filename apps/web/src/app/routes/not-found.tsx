import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/page-intro';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-gold-soft">
        <Compass className="size-8 text-navy" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-ink uppercase">404</p>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="text-navy-soft">
        The page you are looking for has moved or never existed. Let&apos;s get you back to
        something beautiful.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/gallery">Browse the Gallery</Link>
        </Button>
      </div>
    </section>
  );
}
