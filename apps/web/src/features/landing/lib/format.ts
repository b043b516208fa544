const integer = new Intl.NumberFormat('en-US');

/** 1847 -> '1,847'. */
export const formatCount = (n: number) => integer.format(n);

/** 4.9 -> '4.9', 5 -> '5.0'. */
export const formatRating = (n: number) => n.toFixed(1);
