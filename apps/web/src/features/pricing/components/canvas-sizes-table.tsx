import type { CanvasSize } from '@atelier/shared/schemas/content';
import { formatPrice } from '../lib/format-price';

const cm = (inches: number) => Math.round(inches * 2.54);

/** Canvas print sizes with their dimensions and prices. */
export function CanvasSizesTable({
  sizes,
  currency,
}: {
  sizes: readonly CanvasSize[];
  currency: string;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-parchment bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Canvas print sizes and prices</caption>
        <thead className="bg-cream text-navy">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Size
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Dimensions
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size.id} className="border-t border-parchment">
              <th scope="row" className="px-4 py-3 font-semibold text-navy">
                {size.label}
              </th>
              <td className="px-4 py-3 text-navy-soft">
                {size.widthInches} × {size.heightInches} in
                <span className="text-muted">
                  {' '}
                  ({cm(size.widthInches)} × {cm(size.heightInches)} cm)
                </span>
              </td>
              <td className="px-4 py-3 text-right font-semibold text-navy">
                {formatPrice(size.priceCents, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
