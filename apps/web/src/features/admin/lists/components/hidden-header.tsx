/**
 * A column header only screen readers hear. The relative wrapper keeps the absolutely placed
 * sr-only text inside the table's scroll box, so it cannot widen the page on a phone.
 */
export function HiddenHeader({ children }: { children: string }) {
  return (
    <span className="relative">
      <span className="sr-only">{children}</span>
    </span>
  );
}
