import type { PublicSettings } from '@atelier/shared/schemas/content';
import { ShieldCheck, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { cn } from '@/lib/utils';
import { formatCount, formatRating } from '../lib/format';

// Shown until the settings arrive (and if they cannot be read); the seed holds the same values,
// so the usual first paint already matches what the settings say.
export const LANDING_DEFAULTS: PublicSettings = {
  socialProof: {
    landing: { families: 1847, rating: 4.9 },
    product: { count: 12847, rating: 4.8 },
  },
  guarantee: { days: 30, text: '100% Satisfaction Guaranteed' },
  liveCounter: { enabled: true, min: 220, max: 250 },
  landing: {
    heroTitle: 'Faith-inspired portraits, personalised for you',
    heroSubtitle:
      'Share a few photos and the words that matter to you. We turn them into a portrait or vision board full of light, ready to download or hang on your wall.',
    missionTitle: 'Our Mission',
    missionText:
      'To help families keep their faith, their people and their hopes in view every day, with artwork that feels personal rather than printed.',
  },
  // Unknown until the settings load: /contact then shows no address.
  shopEmail: '',
};

function Halo() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 800 800"
      className="pointer-events-none absolute -top-40 left-1/2 w-[900px] -translate-x-1/2 opacity-60"
    >
      <defs>
        <radialGradient id="halo" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f3e3bb" />
          <stop offset="100%" stopColor="#fbf7ef" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="400" cy="400" r="400" fill="url(#halo)" />
      {Array.from({ length: 24 }, (_, i) => (
        <line
          key={i}
          x1="400"
          y1="400"
          x2={400 + 390 * Math.cos((i * Math.PI) / 12)}
          y2={400 + 390 * Math.sin((i * Math.PI) / 12)}
          stroke="#d4a843"
          strokeOpacity="0.18"
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}

/** One of the shop's own pictures shown in the hero (a product's sample, made by the studio). */
export interface HeroArtwork {
  src: string;
  alt: string;
}

interface LandingHeroProps {
  settings: PublicSettings;
  /** The calls to action (router links), passed in by the route. */
  actions: ReactNode;
  /** Up to three of the shop's artworks; the first is the large one in the middle. */
  artworks?: HeroArtwork[];
}

// Side, middle, side: the first artwork takes the middle, where the eye lands.
const FAN = [
  { at: 1, className: 'w-24 -rotate-6 translate-y-3 sm:w-44' },
  { at: 0, className: 'z-10 w-40 sm:w-56' },
  { at: 2, className: 'w-24 rotate-6 translate-y-3 sm:w-44' },
] as const;

/** The shop's own artwork, fanned out under the calls to action. */
function HeroArtworks({ artworks }: { artworks: HeroArtwork[] }) {
  const shown = FAN.flatMap(({ at, className }) => {
    const artwork = artworks[at];
    return artwork ? [{ artwork, className, main: at === 0 }] : [];
  });
  return (
    <ul aria-label="Artwork made in this shop" className="mt-2 flex items-end justify-center">
      {shown.map(({ artwork, className, main }) => (
        <li
          key={artwork.src}
          className={cn(
            '-mx-2 overflow-hidden rounded-2xl border-4 border-white bg-white shadow-card sm:mx-0',
            className,
          )}
        >
          <LazyImage
            src={artwork.src}
            alt={artwork.alt}
            width={800}
            height={1000}
            aspectRatio="4 / 5"
            sizes={main ? '(min-width: 640px) 224px, 160px' : '(min-width: 640px) 176px, 96px'}
            // Above the fold, all three: in the first paint's HTML, the middle one first.
            eager
            fetchPriority={main ? 'high' : 'auto'}
          />
        </li>
      ))}
    </ul>
  );
}

export function LandingHero({ settings, actions, artworks = [] }: LandingHeroProps) {
  const { families, rating } = settings.socialProof.landing;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-cream to-ivory">
      <Halo />
      <div className="relative mx-auto grid max-w-4xl justify-items-center gap-6 px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold/30 bg-white/70 px-4 py-1.5 text-sm font-medium">
          <Sparkles className="size-4 text-gold" aria-hidden />
          Personalised AI artwork
        </p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          {settings.landing.heroTitle}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-navy-soft sm:text-xl">
          {settings.landing.heroSubtitle}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
        {artworks.length > 0 ? <HeroArtworks artworks={artworks} /> : null}
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-navy-soft">
          <li className="flex items-center gap-1.5">
            <Star className="size-4 fill-gold-bright text-gold-bright" aria-hidden />
            <span>
              <strong className="text-navy">{formatRating(rating)}</strong> rating · Trusted by{' '}
              {formatCount(families)} Families
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <ShieldCheck className="size-4 text-success" aria-hidden />
            {settings.guarantee.text}
          </li>
        </ul>
      </div>
    </section>
  );
}
