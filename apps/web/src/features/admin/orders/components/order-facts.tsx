import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { Fragment } from 'react';
import { formatCents } from '@/features/admin/lib/money';
import { addressLines } from '@/lib/address-lines';
import { formatDateTime, KIND_LABELS, sizeAndWrap } from '../lib/labels';
import { Fact, Section } from '@/features/admin/components/section';
import { ProvenanceLine, provenanceOf } from '@/features/admin/components/provenance';
import { ReplayAction } from '@/features/admin/components/replay-action';

/** Who ordered what, for how much, and where it goes. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const money = (cents: number) => formatCents(cents, order.currency);
  const canvas = sizeAndWrap(order);
  const address = order.shippingAddress;
  const provenance = provenanceOf(order);
  return (
    <>
      <Section title="Order">
        <dl className="grid gap-2">
          <Fact label="Product">
            {KIND_LABELS[order.kind]}
            {order.artworkTitle ? ` of “${order.artworkTitle}”` : ''}
          </Fact>
          {provenance ? (
            <Fact label="Made with">
              <span className="grid justify-items-start gap-2">
                <ProvenanceLine provenance={provenance} />
                {provenance.blueprint && order.artworkId ? (
                  <ReplayAction
                    artworkId={order.artworkId}
                    blueprintId={provenance.blueprint.id}
                    currentVersionId={provenance.blueprint.versionId}
                  />
                ) : null}
              </span>
            </Fact>
          ) : null}
          {canvas ? <Fact label="Size and wrap">{canvas}</Fact> : null}
          {order.kind === 'canvas' ? (
            <>
              <Fact label="Canvas price">{money(order.subtotalCents)}</Fact>
              <Fact label="Shipping">{money(order.shippingCents)}</Fact>
            </>
          ) : null}
          <Fact label="Total">
            <span className="font-semibold">{money(order.totalCents)}</span>
          </Fact>
          <Fact label="Customer">
            {order.customer.name ? `${order.customer.name} · ` : ''}
            <a href={`mailto:${order.customer.email}`} className="underline underline-offset-4">
              {order.customer.email}
            </a>
          </Fact>
          <Fact label="Ordered">{formatDateTime(order.createdAt)}</Fact>
          <Fact label="Paid">{order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'}</Fact>
          {order.paymentRef ? (
            <Fact label="Payment">
              <span className="font-mono text-xs break-all">{order.paymentRef}</span>
            </Fact>
          ) : null}
          {order.refundRef ? (
            <Fact label="Refund">
              <span className="font-mono text-xs break-all">{order.refundRef}</span>
            </Fact>
          ) : null}
          <Fact label="Order number">
            <span className="font-mono text-xs break-all">{order.id}</span>
          </Fact>
        </dl>
      </Section>
      {address ? (
        <Section title="Shipping address">
          <address className="text-sm leading-relaxed text-navy not-italic">
            {addressLines(address).map((line, index) => (
              <Fragment key={line}>
                {index > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </address>
          <dl className="grid gap-2">
            <Fact label="E-mail">{address.email}</Fact>
            {address.phone ? <Fact label="Phone">{address.phone}</Fact> : null}
          </dl>
        </Section>
      ) : null}
    </>
  );
}
