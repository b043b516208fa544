// An order's timeline: each kind's INSERT returns its rows into the order_events INSERT (one
// statement): one event per status the order reached, at times that follow each other and never
// pass now.

const span = (now: string) => `least(${now}, o.paid_at + interval '10 days') - o.paid_at`;
function eventAt(now: string, status: string, step: string, stepCount: string) {
  return `least(${now} - (${stepCount} - ${step}) * interval '1 second',
  CASE ${status}
    WHEN 'received' THEN o.created_at
    WHEN 'pending_payment' THEN o.created_at
    WHEN 'generating' THEN o.created_at + interval '5 seconds'
    WHEN 'ready' THEN o.created_at + interval '60 seconds'
    WHEN 'failed' THEN o.created_at + interval '60 seconds'
    WHEN 'paid' THEN o.paid_at
    WHEN 'awaiting_approval' THEN o.paid_at + (${span(now)}) * 0.03
    WHEN 'changes_requested' THEN o.paid_at + (${span(now)}) * 0.05
    WHEN 'approved' THEN o.paid_at + (${span(now)}) * 0.07
    WHEN 'cancelled' THEN o.created_at + (least(${now}, o.created_at + interval '24 hours') - o.created_at) * 0.9
    WHEN 'in_production' THEN o.paid_at + (${span(now)}) * 0.1
    WHEN 'shipped' THEN o.paid_at + (${span(now)}) * 0.35
    WHEN 'refunded' THEN o.paid_at + (${span(now)}) * 0.5
    WHEN 'delivered' THEN o.paid_at + (${span(now)}) * 0.9
  END)`;
}
const statusPath = `CASE o.kind WHEN 'artwork' THEN CASE o.status
    WHEN 'received' THEN ARRAY['received'] WHEN 'generating' THEN ARRAY['received', 'generating']
    WHEN 'ready' THEN ARRAY['received', 'generating', 'ready']
    ELSE ARRAY['received', 'generating', 'failed'] END
  ELSE CASE o.status
    WHEN 'pending_payment' THEN ARRAY['pending_payment']
    WHEN 'paid' THEN ARRAY['pending_payment', 'paid']
    WHEN 'awaiting_approval' THEN ARRAY['pending_payment', 'paid', 'awaiting_approval']
    WHEN 'changes_requested' THEN ARRAY['pending_payment', 'paid', 'awaiting_approval', 'changes_requested']
    WHEN 'approved' THEN ARRAY['pending_payment', 'paid', 'awaiting_approval', 'approved']
    WHEN 'in_production' THEN ARRAY['pending_payment', 'paid', 'awaiting_approval', 'approved', 'in_production']
    WHEN 'shipped' THEN ARRAY['pending_payment', 'paid', 'awaiting_approval', 'approved', 'in_production', 'shipped']
    WHEN 'delivered' THEN ARRAY['pending_payment', 'paid', 'awaiting_approval', 'approved', 'in_production', 'shipped', 'delivered']
    WHEN 'cancelled' THEN ARRAY['pending_payment', 'cancelled']
    ELSE ARRAY['pending_payment', 'paid', 'refunded'] END END`;
export const withEvents = (now: string, insert: string) => `WITH o AS (${insert}
    RETURNING id, kind, status, created_at, paid_at)
  INSERT INTO order_events (order_id, status, note, actor, created_at)
  SELECT o.id, e.st,
    CASE e.st WHEN 'received' THEN 'Order received' WHEN 'cancelled' THEN 'Checkout expired' END,
    CASE e.st WHEN 'pending_payment' THEN 'shopper' WHEN 'paid' THEN 'payment'
      WHEN 'approved' THEN 'shopper' WHEN 'changes_requested' THEN 'shopper'
      WHEN 'in_production' THEN 'admin' WHEN 'shipped' THEN 'admin' WHEN 'refunded' THEN 'admin'
      ELSE 'system' END,
    ${eventAt(now, 'e.st', 'e.k', 'p.len')}
  FROM o
  CROSS JOIN LATERAL (SELECT ${statusPath} AS steps) s
  CROSS JOIN LATERAL (SELECT cardinality(s.steps) AS len) p
  CROSS JOIN LATERAL unnest(s.steps) WITH ORDINALITY AS e(st, k)`;
/** The order's last event time, for updated_at (same formula as its last event). */
export const lastEventAt = (now: string, alias: string) =>
  eventAt(now, `${alias}.status`, '1', '1').replaceAll('o.', `${alias}.`);
