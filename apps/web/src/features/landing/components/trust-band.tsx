import type { PublicSettings } from '@atelier/shared/schemas/content';
import { BadgeCheck, ShieldCheck, Star, Users } from 'lucide-react';
import { formatCount, formatRating } from '../lib/format';

/** The landing page's social proof: families, rating, guarantee days and promise. */
export function TrustBand({ settings }: { settings: PublicSettings }) {
  const { families, rating } = settings.socialProof.landing;
  const { days, text } = settings.guarantee;
  const items = [
    { icon: Users, title: `Trusted by ${formatCount(families)} Families`, sub: 'and counting' },
    { icon: Star, title: `${formatRating(rating)} out of 5`, sub: 'average customer rating' },
    { icon: ShieldCheck, title: `${days}-Day Guarantee`, sub: 'love it or your money back' },
    { icon: BadgeCheck, title: text, sub: 'on every portrait and print' },
  ];
  return (
    <section aria-labelledby="trust-title" className="bg-navy text-ivory">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="trust-title" className="sr-only">
          Why families trust us
        </h2>
        <ul className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {items.map(({ icon: Icon, title, sub }) => (
            <li key={title} className="grid content-start justify-items-center gap-2">
              <Icon className="size-7 text-gold-bright" aria-hidden />
              <p className="font-semibold text-balance">{title}</p>
              <p className="text-sm text-ivory/75">{sub}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
