import { HandHeart, Heart, ShieldCheck } from 'lucide-react';

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

export function Mission({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="mission-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="mission-title" className="text-3xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-4 text-lg text-navy-soft">{text}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title: value, text: valueText }) => (
          <li key={value} className="rounded-2xl border border-parchment bg-white p-6 shadow-card">
            <Icon className="size-6 text-gold" aria-hidden />
            <h3 className="mt-4 font-semibold">{value}</h3>
            <p className="mt-2 text-sm text-navy-soft">{valueText}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
