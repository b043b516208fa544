import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { useProducts } from '@/features/products/api/get-products';
import { categoriesOf } from '@/features/products/components/categories-of';

// /sections (SPEC.md §2: "Exists; content not shown"): an index of the shop for a visitor who
// wants to see everything at once, built from the live catalogue so it never lists a dead end.

const SHOP_LINKS = [
  { to: '/products', label: 'All products', text: 'Every portrait and board you can create.' },
  { to: '/gallery', label: 'Gallery', text: 'Artwork created for families, couples and pets.' },
  { to: '/pricing', label: 'Pricing', text: 'Plans, canvas print sizes and download prices.' },
];

const HELP_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact us' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

const card =
  'grid content-start gap-3 rounded-2xl border border-parchment bg-white p-5 shadow-card';
const linkClass = 'font-semibold text-navy underline-offset-4 hover:underline';

function ProductsByCategory() {
  const products = useProducts();
  if (products.isPending) return <p className="text-muted">Loading the products…</p>;
  if (products.isError) {
    return (
      <p className="text-muted">
        The product list could not be loaded just now; <Link to="/products">see all products</Link>.
      </p>
    );
  }
  const categories = categoriesOf(products.data);
  const uncategorised = products.data.filter((p) => !p.category);
  const groups = [
    ...categories.map((category) => ({
      key: category.slug,
      name: category.name,
      href: `/products?category=${encodeURIComponent(category.slug)}`,
      items: products.data.filter((p) => p.category?.slug === category.slug),
    })),
    ...(uncategorised.length > 0
      ? [{ key: '', name: 'More products', href: '/products', items: uncategorised }]
      : []),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`category-${group.key}`} className={card}>
          <h3 id={`category-${group.key}`} className="text-lg font-semibold">
            <Link to={group.href} className={linkClass}>
              {group.name}
            </Link>
          </h3>
          <ul className="grid gap-2">
            {group.items.map((product) => (
              <li key={product.id}>
                <Link to={`/products/${product.slug}`} className={linkClass}>
                  {product.title}
                </Link>
                <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SectionsPage() {
  return (
    <>
      <PageIntro title="Sections" documentTitle="Sections" eyebrow="Shop index">
        Everything in the shop in one place: our products by category, the gallery, prices and help.
      </PageIntro>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-16">
        <section aria-labelledby="sections-products" className="grid gap-4">
          <h2 id="sections-products" className="text-2xl font-semibold">
            Products by category
          </h2>
          <ProductsByCategory />
        </section>
        <section aria-labelledby="sections-shop" className="grid gap-4">
          <h2 id="sections-shop" className="text-2xl font-semibold">
            Browse the shop
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {SHOP_LINKS.map((link) => (
              <li key={link.to} className={card}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
                <p className="text-sm text-muted">{link.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sections-help" className="grid gap-4">
          <h2 id="sections-help" className="text-2xl font-semibold">
            Help and information
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
