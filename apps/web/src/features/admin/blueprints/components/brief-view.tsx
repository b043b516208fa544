// The studio's brief from the preview, readable: one line per part, lists as lists.

const PARTS: [key: string, label: string][] = [
  ['title', 'Title'],
  ['lines', 'Lines'],
  ['verses', 'Verses'],
  ['date', 'Date'],
  ['elements', 'Elements'],
  ['options', 'Options'],
  ['details', 'Details'],
  ['notes', 'Notes'],
  ['list', 'List'],
  ['style', 'Style'],
];

/** One value of the brief as words: `{aspect, value}` → "frame: Gold", `{name}` → its name. */
function words(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('aspect' in v) return `${words(v.aspect)}: ${words(v.value)}`;
    if ('name' in v) return words(v.name);
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${words(x)}`)
      .join(', ');
  }
  return '';
}

export function BriefView({ brief }: { brief: Record<string, unknown> }) {
  return (
    <dl className="grid gap-1.5 text-sm">
      {PARTS.map(([key, label]) => {
        const value = brief[key];
        const items = Array.isArray(value) ? value.map(words).filter(Boolean) : [words(value)];
        const shown = items.filter(Boolean);
        return (
          <div key={key} className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words text-navy">
              {shown.length === 0 ? (
                <span className="text-muted">none</span>
              ) : shown.length === 1 ? (
                shown[0]
              ) : (
                <ul className="list-disc pl-4">
                  {shown.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
