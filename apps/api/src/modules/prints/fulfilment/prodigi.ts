import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import type { Order } from '../../../db/schema/orders';
import { AppError } from '../../../lib/errors';
import { setFulfilmentError, setFulfilmentRef } from '../../orders/fulfilment-state.repository';
import { transitionOrder } from '../../orders/order-lifecycle';
import type { PrintsDeps } from '../prints-deps';
import { canvasSizeById } from '../prints-lookups.repository';
import type { PrintFulfilment } from './print-fulfilment';

// Prodigi Print API v4 (https://www.prodigi.com/print-api/docs/reference/): one order per paid
// canvas, created with our order id as idempotency key so a repeated submit makes no second
// print; its callbacks (fulfilment-callback.routes.ts) report production and shipments.

export type ProdigiConfig = { apiKey: string; apiBase: string; callbackSecret: string };

/** Prodigi's canvas `wrap` attribute for each of our edges. */
export const PRODIGI_WRAPS: Record<CanvasWrap, string> = {
  image: 'ImageWrap',
  mirror: 'MirrorWrap',
  white: 'White',
  black: 'Black',
};

/** The print file's URL stays valid this long: Prodigi downloads it when production starts. */
const ASSET_URL_TTL_SECONDS = 14 * 24 * 3600;
const REQUEST_TIMEOUT_MS = 30_000;

/** Prodigi's global canvas SKU for a size: the short side first (GLOBAL-CAN-12x16). */
export function canvasSku(widthInches: number, heightInches: number): string {
  const [a, b] = [widthInches, heightInches].sort((x, y) => x - y);
  return `GLOBAL-CAN-${a}x${b}`;
}

type ValidationFailure = { outcome?: string; failures?: Record<string, { code?: string }[]> };

/** "recipient.address.postalOrZipCode: MustBeAValidUSZipCodeFormat; …" from a 400's body. */
function describeFailures(body: ValidationFailure | null): string {
  const failures = Object.entries(body?.failures ?? {}).map(
    ([field, list]) => `${field}: ${list.map((f) => f.code ?? 'invalid').join(', ')}`,
  );
  return `Prodigi refused the order (${body?.outcome ?? 'ValidationFailed'})${failures.length ? `: ${failures.join('; ')}` : ''}.`;
}

export function createProdigiFulfilment(deps: PrintsDeps, prodigi: ProdigiConfig): PrintFulfilment {
  const { db, storage, config, log } = deps;

  async function requestBody(order: Order) {
    const size = order.canvasSizeId ? await canvasSizeById(db, order.canvasSizeId) : undefined;
    const address = order.shippingAddress;
    if (!size || !address || !order.wrap || !order.printFileKey) {
      throw new Error(`order ${order.id} has no size, address, wrap or print file to submit`);
    }
    const signed = await storage.signedUrl(order.printFileKey, ASSET_URL_TTL_SECONDS);
    // The local disk driver signs a path on this server; Prodigi needs the whole address.
    const url = signed.startsWith('/') ? `${config.publicUrl}${signed}` : signed;
    return {
      merchantReference: order.id,
      idempotencyKey: order.id,
      shippingMethod: 'Standard',
      callbackUrl: `${config.publicUrl}/api/fulfilment/prodigi/callback?secret=${encodeURIComponent(prodigi.callbackSecret)}`,
      recipient: {
        name: address.name,
        email: address.email,
        ...(address.phone ? { phoneNumber: address.phone } : {}),
        address: {
          line1: address.line1,
          ...(address.line2 ? { line2: address.line2 } : {}),
          postalOrZipCode: address.postcode,
          countryCode: address.country,
          townOrCity: address.city,
          ...(address.region ? { stateOrCounty: address.region } : {}),
        },
      },
      items: [
        {
          merchantReference: order.id,
          sku: canvasSku(size.widthInches, size.heightInches),
          copies: 1,
          sizing: 'fillPrintArea',
          attributes: { wrap: PRODIGI_WRAPS[order.wrap] },
          assets: [{ printArea: 'default', url }],
        },
      ],
    };
  }

  return {
    name: 'prodigi',

    async submit(order) {
      // Already with the lab (a repeat of a submit that succeeded): nothing to do.
      if (order.fulfilmentRef) return;
      const body = await requestBody(order);
      let res: Response;
      try {
        res = await fetch(`${prodigi.apiBase}/Orders`, {
          method: 'POST',
          headers: { 'X-API-Key': prodigi.apiKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        throw new Error(`Prodigi could not be reached for order ${order.id}`, { cause: err });
      }
      const answer = (await res.json().catch(() => null)) as
        (ValidationFailure & { order?: { id?: string } }) | null;

      if (res.status === 400) {
        // The order as sent is wrong (an address Prodigi cannot ship to, …): retrying the same
        // body cannot help, so the admin sees why and fixes it by hand.
        const message = describeFailures(answer);
        log.warn({ orderId: order.id, prodigi: answer }, 'prodigi refused the order');
        await setFulfilmentError(db, order.id, message);
        return;
      }
      if (!res.ok || !answer?.order?.id) {
        throw new Error(`Prodigi answered ${res.status} for order ${order.id}`);
      }

      const ref = answer.order.id;
      await db.transaction(async (tx) => {
        await setFulfilmentRef(tx, order.id, ref);
        try {
          await transitionOrder(tx, {
            orderId: order.id,
            to: 'in_production',
            actor: 'prodigi',
            note: `Sent to Prodigi (${ref})`,
            publicUrl: config.publicUrl,
          });
        } catch (err) {
          // Moved on meanwhile (a callback already said shipped, the admin cancelled): the lab's
          // reference is still kept above.
          if (!(err instanceof AppError && err.code === 'INVALID_TRANSITION')) throw err;
          log.warn({ orderId: order.id, ref }, 'prodigi order made for an order that moved on');
        }
      });
      log.info({ orderId: order.id, ref }, 'order sent to prodigi');
    },
  };
}
