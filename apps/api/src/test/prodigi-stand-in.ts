import { startLocalServer } from './local-http';

/** One request made to the stand-in, its JSON body parsed. */
export interface ProdigiCall {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown> | null;
}

/**
 * How the stand-in answers POST /v4.0/Orders: 'ok' creates (or, for a known idempotencyKey,
 * returns) the order; 'validation' is Prodigi's 400 ValidationFailed; 'unavailable' a 503.
 */
export type ProdigiMode = 'ok' | 'validation' | 'unavailable';

export interface ProdigiStandIn {
  /** For PRODIGI_API_BASE (…/v4.0). */
  base: string;
  apiKey: string;
  calls: ProdigiCall[];
  /** Prodigi's orders by id, as created. */
  orders: Map<string, Record<string, unknown>>;
  mode: ProdigiMode;
  close(): Promise<void>;
}

/** The order object Prodigi answers for a create request. */
function prodigiOrder(id: string, body: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id,
    created: now,
    lastUpdated: now,
    callbackUrl: body.callbackUrl ?? null,
    merchantReference: body.merchantReference ?? null,
    shippingMethod: body.shippingMethod,
    idempotencyKey: body.idempotencyKey ?? null,
    status: {
      stage: 'InProgress',
      issues: [],
      details: {
        downloadAssets: 'NotStarted',
        printReadyAssetsPrepared: 'NotStarted',
        allocateProductionLocation: 'NotStarted',
        inProduction: 'NotStarted',
        shipping: 'NotStarted',
      },
    },
    charges: [],
    shipments: [],
    recipient: body.recipient,
    items: body.items,
    packingSlip: null,
    metadata: null,
  };
}

/**
 * A local HTTP server speaking Prodigi's Print API v4 for order creation (Prodigi cannot be
 * reached from tests): X-API-Key checked (401 otherwise), idempotencyKey honoured, and the
 * documented answers for success, validation failure and an outage. Every call is recorded.
 */
export async function startProdigiStandIn(apiKey = 'test-prodigi-key'): Promise<ProdigiStandIn> {
  const byKey = new Map<string, string>();
  const standIn: Omit<ProdigiStandIn, 'base' | 'close'> = {
    apiKey,
    calls: [],
    orders: new Map(),
    mode: 'ok',
  };
  const server = await startLocalServer((req) => {
    let body: Record<string, unknown> | null = null;
    try {
      body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const key = req.headers['x-api-key'];
    standIn.calls.push({
      method: req.method,
      path: req.path,
      apiKey: typeof key === 'string' ? key : undefined,
      body,
    });
    const send = (status: number, answer: unknown) => ({ status, body: answer });
    if (key !== apiKey) return send(401, { statusCode: 401, statusText: 'Unauthorized' });
    if (req.method !== 'POST' || req.path.toLowerCase() !== '/v4.0/orders' || !body) {
      return send(404, { outcome: 'EndpointDoesNotExist', traceParent: 'stand-in' });
    }
    if (standIn.mode === 'unavailable') {
      return send(503, { outcome: 'InternalServerError', traceParent: 'stand-in' });
    }
    if (standIn.mode === 'validation') {
      return send(400, {
        outcome: 'ValidationFailed',
        failures: {
          'recipient.address.postalOrZipCode': [
            { code: 'MustBeAValidPostalCode', providedValue: null },
          ],
        },
        traceParent: 'stand-in',
      });
    }
    const idempotencyKey = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null;
    const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (known) return send(200, { outcome: 'Created', order: standIn.orders.get(known) });
    const id = `ord_${100000 + standIn.orders.size + 1}`;
    const order = prodigiOrder(id, body);
    standIn.orders.set(id, order);
    if (idempotencyKey) byKey.set(idempotencyKey, id);
    return send(200, { outcome: 'Created', order, traceParent: 'stand-in' });
  });
  return Object.assign(standIn as ProdigiStandIn, {
    base: `${server.origin}/v4.0`,
    close: server.close,
  });
}

/** A callback as Prodigi sends it (CloudEvents 1.0) for its order in the given state. */
export function prodigiCallback(
  eventId: string,
  type: string,
  order: { id: string; merchantReference: string },
  state: {
    stage: string;
    shipments?: {
      status: string;
      carrier: string;
      trackingNumber: string;
      trackingUrl: string | null;
      dispatchDate: string;
    }[];
  },
) {
  return {
    specversion: '1.0',
    type,
    source: 'http://api.prodigi.com/v4.0/Orders/',
    id: eventId,
    time: new Date().toISOString(),
    datacontenttype: 'application/json',
    subject: order.id,
    data: {
      order: {
        id: order.id,
        merchantReference: order.merchantReference,
        status: { stage: state.stage, issues: [] },
        shipments: (state.shipments ?? []).map((s, i) => ({
          id: `shp_${i + 1}`,
          status: s.status,
          carrier: { name: s.carrier, service: 'Standard' },
          tracking: { number: s.trackingNumber, url: s.trackingUrl },
          dispatchDate: s.dispatchDate,
          items: [],
          fulfillmentLocation: { countryCode: 'GB', labCode: 'prodigi_gb' },
        })),
      },
    },
  };
}
