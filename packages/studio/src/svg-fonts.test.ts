import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEXT_FONTS, fontconfigFile } from './svg-fonts';
// Imported for what it does on import: every SVG with text goes through svg-kit.
import { esc } from './svg-kit';

const run = promisify(execFile);
/** The studio's package.json: the same sharp the studio draws with is resolved from it. */
const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));
const SIZE = 160;

const DEJAVU = `font-family="'DejaVu Serif', serif" font-weight="bold"`;

/** One line of text as SVG <text>, in DejaVu Serif unless `font` says otherwise, drawn by librsvg. */
const textSvg = (text: string, font = DEJAVU) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><text x="${SIZE / 2}" y="${SIZE * 0.72}" text-anchor="middle" ${font} font-size="${SIZE * 0.6}" fill="#000">${esc(text)}</text></svg>`;

const renderHere = (text: string, font?: string) =>
  sharp(Buffer.from(textSvg(text, font)))
    .greyscale()
    .raw()
    .toBuffer();

/** The same render in a fresh process whose fontconfig reads `fontconfig` (a file path). */
async function renderElsewhere(text: string, fontconfig: string, font?: string): Promise<Buffer> {
  const script = `
    import { createRequire } from 'node:module';
    const sharp = createRequire(${JSON.stringify(PACKAGE_JSON)})('sharp');
    const svg = Buffer.from(process.argv[1], 'base64');
    const raw = await sharp(svg).greyscale().raw().toBuffer();
    process.stdout.write(raw.toString('base64'));`;
  const svg = Buffer.from(textSvg(text, font)).toString('base64');
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, svg], {
    env: { ...process.env, FONTCONFIG_FILE: fontconfig },
    maxBuffer: 16 * 1024 * 1024,
  });
  return Buffer.from(stdout, 'base64');
}

/** Share of the inked pixels (of either image) that differ clearly between the two. */
function difference(a: Buffer, b: Buffer): number {
  let inked = 0;
  let differ = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i]! < 128 || b[i]! < 128) inked++;
    if (Math.abs(a[i]! - b[i]!) > 96) differ++;
  }
  return inked ? differ / inked : 0;
}

describe('emoji in SVG text (Noto Emoji shipped as an npm package)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-fonts-test-'));
  const systemOnly = path.join(dir, 'system-only.conf');
  writeFileSync(systemOnly, fontconfigFile(undefined, []));

  it('an emoji in a name is drawn as its glyph, not as the empty box the system fonts give', async () => {
    const withFont = await renderHere('🌸');
    const tofu = await renderElsewhere('🌸', systemOnly);
    // Something is drawn either way; what is drawn differs in most of its ink.
    expect(withFont.some((v) => v < 128)).toBe(true);
    expect(tofu.some((v) => v < 128)).toBe(true);
    expect(difference(withFont, tofu)).toBeGreaterThan(0.3);
    // And it is the shipped font's flower: the same as a process given only that configuration.
    const shipped = await renderElsewhere('🌸', process.env.FONTCONFIG_FILE!);
    expect(difference(withFont, shipped)).toBeLessThan(0.01);
  });

  it('letters and digits keep the system font', async () => {
    for (const text of ['Ag', '12']) {
      expect(difference(await renderHere(text), await renderElsewhere(text, systemOnly))).toBe(0);
    }
  });

  it('the studio text faces are drawn from the shipped fonts, each by its own family name', async () => {
    const fonts = Object.values(TEXT_FONTS).map(
      (face) =>
        `font-family="'${face.family}'" font-weight="${face.weight}" font-style="${face.style}"`,
    );
    // Without the shipped fonts, fontconfig substitutes a system font: other letter shapes.
    const substituted = await Promise.all(fonts.map((f) => renderElsewhere('Ag', systemOnly, f)));
    const dejavu = await renderHere('Ag');
    for (const [i, font] of fonts.entries()) {
      const shipped = await renderHere('Ag', font);
      expect(difference(shipped, substituted[i]!)).toBeGreaterThan(0.2);
      expect(difference(shipped, dejavu)).toBeGreaterThan(0.2);
    }
    // Regular and italic Lora are two different files, both found.
    const lora = (style: string) => `font-family="'Lora'" font-weight="400" font-style="${style}"`;
    expect(
      difference(await renderHere('Ag', lora('normal')), await renderHere('Ag', lora('italic'))),
    ).toBeGreaterThan(0.2);
  });

  it('a fontconfig file keeps the system configuration or the one already chosen', () => {
    const own = fontconfigFile(undefined, ['/fonts/emoji']);
    expect(own).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(own).toContain('<dir>/fonts/emoji</dir>');
    const chained = fontconfigFile('/srv/fonts & more.conf', ['/fonts/emoji']);
    expect(chained).toContain('<include ignore_missing="yes">/srv/fonts &amp; more.conf</include>');
    expect(chained).not.toContain('/etc/fonts/fonts.conf');
    // One of ours inherited from a parent process is not nested.
    expect(fontconfigFile('/tmp/atelier-fonts-0123abcd.conf', [])).toContain(
      '/etc/fonts/fonts.conf',
    );
  });
});
