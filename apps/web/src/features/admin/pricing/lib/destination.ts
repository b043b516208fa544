// A shipping destination is an ISO 3166-1 alpha-2 code or '*' (everywhere without its own rate).
let regionNames: Intl.DisplayNames | null | undefined;

function names(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames;
}

/** 'US' → 'United States', '*' → 'Everywhere else'; null when the code names no country. */
export function destinationName(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '*') return 'Everywhere else';
  if (!/^[A-Z]{2}$/.test(trimmed)) return null;
  try {
    const name = names()?.of(trimmed);
    // Codes no country uses (ZZ, XQ) come back empty or as 'Unknown Region'.
    return name && name !== trimmed && !/^unknown/i.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** 'United States (US)', 'Everywhere else (*)', or the code itself when it names no country. */
export function destinationLabel(code: string): string {
  const name = destinationName(code);
  return name ? `${name} (${code})` : code;
}
