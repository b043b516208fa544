// Contract stub: /admin/orders and /admin/orders/:id (filled in by web-admin-orders).
export function AdminOrdersPage() {
  return <h1 className="font-display text-2xl text-navy">Orders</h1>;
}

export function AdminOrderPage() {
  return <h1 className="font-display text-2xl text-navy">Order</h1>;
}
