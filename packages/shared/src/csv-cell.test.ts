import { describe, expect, it } from 'vitest';
import { csvCell, csvNeedsQuotes, csvText } from './csv-cell';

describe('csvCell: a spreadsheet shows every cell and runs none', () => {
  it('defuses a formula start (= + - @, tab, CR) with a leading quote', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+UPS')).toBe("'+UPS");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('  =1+1')).toBe("'  =1+1");
  });

  it('quotes a cell with a separator of either kind, so it stays one cell', () => {
    expect(csvCell(';=1+1;')).toBe(`";'=1+1;"`);
    expect(csvCell(';x;')).toBe(`";x;"`);
    expect(csvCell('a,b')).toBe(`"a,b"`);
    expect(csvCell('Bob "The Builder", Jr.')).toBe(`"Bob ""The Builder"", Jr."`);
    expect(csvCell('line\nbreak')).toBe(`"line\nbreak"`);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('defuses a formula sign after a separator or line break too: a reader splitting there sees text', () => {
    expect(csvCell('Ada; =1+1')).toBe(`"Ada; '=1+1"`);
    expect(csvCell('Ada,@x')).toBe(`"Ada,'@x"`);
    expect(csvCell('Ada\n+1')).toBe(`"Ada\n'+1"`);
    expect(csvCell('Ada\t-1')).toBe("Ada\t'-1");
    expect(csvCell('a-b, c=d')).toBe(`"a-b, c=d"`);
  });

  it('strips invisible characters first: a zero-width or bidi start does not hide a formula', () => {
    expect(csvCell('\u200B=1+1')).toBe("'=1+1");
    expect(csvCell('\uFEFF+1')).toBe("'+1");
    expect(csvCell('\u200D\u200C\u2060@x')).toBe("'@x");
    expect(csvCell('\u202E=1+1\u202C')).toBe("'=1+1");
    expect(csvCell('\u00AD-1')).toBe("'-1");
    expect(csvCell('\u3164=1')).toBe("'=1");
    expect(csvText('Ada\u200B Lovelace\u0000')).toBe('Ada Lovelace');
  });

  it('normalises full-width signs (NFKC) before it looks', () => {
    expect(csvCell('＝1+1')).toBe("'=1+1");
    expect(csvCell('＋1')).toBe("'+1");
    expect(csvCell('－1')).toBe("'-1");
    expect(csvCell('＠x')).toBe("'@x");
    expect(csvCell('\u200B＝1；＋2')).toBe(`"'=1;'+2"`);
  });

  it('leaves ordinary text as it is', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('Zoë Ñúñez 田中')).toBe('Zoë Ñúñez 田中');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvNeedsQuotes('plain')).toBe(false);
  });
});
