/** What the save said about the blueprint's field roles, above the editor until the next save. */
export function RoleWarnings({ warnings }: { warnings: string[] }) {
  return (
    <div
      role="status"
      className="grid gap-1 rounded-lg border border-gold/40 bg-gold-soft/40 px-4 py-3 text-sm text-navy xl:col-span-2"
    >
      <p className="font-semibold">The blueprint after this save:</p>
      <ul className="list-disc pl-5">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}
