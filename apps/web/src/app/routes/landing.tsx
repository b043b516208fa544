import { ArrowRight, HandHeart, Heart, ShieldCheck, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { ProductGrid } from '@/features/products/components/product-grid';

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-cream to-ivory">
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
      <div className="relative mx-auto grid max-w-4xl justify-items-center gap-6 px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold/30 bg-white/70 px-4 py-1.5 text-sm font-medium">
          <Sparkles className="size-4 text-gold" aria-hidden />
          Personalised AI artwork
        </p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          Faith-inspired portraits, personalised for you
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-navy-soft sm:text-xl">
          Share a few photos and the words that matter to you. We turn them into a portrait or
          vision board full of light, ready to download or hang on your wall.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <Link to="/products">
              Create Your Portrait
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/gallery">See the Gallery</Link>
          </Button>
        </div>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-navy-soft">
          <li className="flex items-center gap-1.5">
            <Star className="size-4 fill-gold-bright text-gold-bright" aria-hidden />
            <span>
              <strong className="text-navy">4.9</strong> rating · Trusted by 1,847 Families
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <ShieldCheck className="size-4 text-success" aria-hidden />
            100% Satisfaction Guaranteed
          </li>
        </ul>
      </div>
    </section>
  );
}

const VALUES = [
  {
    icon: Heart,
    title: 'Made from your story',
    text: 'Your photos, names and verses shape every piece, so no two portraits are alike.',
  },
  {
    icon: HandHeart,
    title: 'Rooted in faith',
    text: 'Warm light, gentle symbolism and scripture set as real type, never garbled by a machine.',
  },
  {
    icon: ShieldCheck,
    title: 'Loved or refunded',
    text: 'A 30-day guarantee on every order: if it does not move you, we make it right.',
  },
];

function Mission() {
  return (
    <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="mission-title" className="text-3xl font-semibold tracking-tight">
          Our Mission
        </h2>
        <p className="mt-4 text-lg text-navy-soft">
          To help families keep their faith, their people and their hopes in view every day, with
          artwork that feels personal rather than printed.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-parchment bg-white p-6 shadow-card">
            <Icon className="size-6 text-gold" aria-hidden />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-navy-soft">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingPage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <Mission />
      <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-3xl font-semibold tracking-tight">
              Featured Portraits
            </h2>
            <p className="mt-2 text-navy-soft">Pick a style to start personalising.</p>
          </div>
          <Button asChild variant="link" size="inline">
            <Link to="/products">
              View all products
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <ProductGrid limit={4} />
      </section>
    </>
  );
}
