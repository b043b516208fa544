const integer = new Intl.NumberFormat('en-US');

/** 12847 -> '12,847' (SPEC.md's social-proof figures use thousands separators). */
export const formatCount = (n: number) => integer.format(n);

/** 4.8 -> '4.8', 5 -> '5.0'. */
export const formatRating = (n: number) => n.toFixed(1);
