// One rule for every text cell a CSV export writes, so that a spreadsheet shows it and never
// runs it (OWASP, "CSV Injection"):
// 1. NFKC-normalise: a full-width ＝ ＋ － ＠ becomes = + - @, as spreadsheets read them.
// 2. Strip what cannot be seen: format characters (Unicode Cf: zero-width space and joiners,
//    BOM, bidi controls, soft hyphen), controls other than tab and line breaks, and the blank
//    fillers, so `\u200B=1+1` starts with its `=`.
// 3. A cell that starts with = + - @ (after any spaces), a tab or a carriage return gets a '
//    first: the spreadsheet shows it as text. So does every such sign right after a separator
//    or a line break inside the cell: a spreadsheet whose locale splits on `;` (Excel in most
//    of Europe opens any .csv so) sees a new cell there, quotes or not, as OWASP warns.
// 4. A cell holding a separator of either kind (`,` or `;`), a quote or a line break is
//    quoted, its quotes doubled; so `;=1+1;` is one cell, written `";'=1+1;"`.

/** Default-ignorable (zero-width, joiners, BOM, bidi, fillers, variation selectors), format, controls. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}|\p{Cf}|(?![\t\n\r])\p{Cc}|[\u2028\u2029]/gu;
const FORMULA_START = /^(?:[\t\r]| *[=+\-@])/;
/** A formula sign at the start of what a `,` `;` tab or line break would make a new cell. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n] *)([=+\-@])/g;
const NEEDS_QUOTES = /[,;"\r\n]/;

/** The text of a cell, safe to open: normalised, invisible characters removed, formulas defused. */
export function csvText(value: string | null | undefined): string {
  const text = (value ?? '')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Whether a cell's text (as csvText made it) must be written between quotes. */
export const csvNeedsQuotes = (text: string) => NEEDS_QUOTES.test(text);

/** The cell as written in the file: csvText, quoted (quotes doubled) when it must be. */
export function csvCell(value: string | null | undefined): string {
  const text = csvText(value);
  return csvNeedsQuotes(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
