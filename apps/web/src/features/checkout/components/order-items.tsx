import { addressLines } from '@atelier/shared/address-format';
import type { DemoOrderSession } from '@atelier/shared/schemas/prints';
import { formatMoney } from '@/lib/format-money';

type Order = DemoOrderSession['order'];

/**
 * What is being bought, as a real checkout shows it: each item with its picture,
 * its options (artwork, size, edge), quantity and price, then where it ships. All of it is the
 * server's checkout session, read from the stored order.
 */
export function OrderItems({ order }: { order: Order }) {
  return (
    <>
      <ul aria-label="Items" className="mt-4 grid gap-4">
        {order.items.map((item) => (
          <li key={item.name} className="grid grid-cols-[4.5rem_1fr_auto] items-start gap-3">
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={`${item.name} preview`}
                className="size-18 rounded-lg border border-parchment object-cover"
              />
            ) : (
              <span aria-hidden className="size-18 rounded-lg bg-cream" />
            )}
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">{item.name}</p>
              <dl className="grid gap-0.5 text-navy-soft">
                {item.options.map((option) => (
                  <div key={option.label} className="flex gap-1">
                    <dt>{`${option.label}:`}</dt>
                    <dd>{option.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-muted">{`Qty ${item.quantity}`}</p>
            </div>
            <p className="text-sm font-semibold">{formatMoney(item.amountCents, order.currency)}</p>
          </li>
        ))}
      </ul>
      {order.shippingAddress ? (
        <section aria-labelledby="demo-ship-to" className="mt-4 border-t border-parchment pt-4">
          <h3 id="demo-ship-to" className="text-sm font-semibold">
            Ships to
          </h3>
          <address className="mt-1 text-sm not-italic text-navy-soft">
            {addressLines(order.shippingAddress).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      ) : null}
    </>
  );
}
