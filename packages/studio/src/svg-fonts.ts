import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Text in our SVGs is set by librsvg inside sharp, which finds fonts through fontconfig. The
// system fonts (DejaVu, Liberation) have no emoji, so a name like "Grace 🌸" came out with an
// empty box. We ship Noto Emoji (monochrome outlines, drawn in the text's own colour) from an
// npm package and add its folder to fontconfig, which then falls back to it for emoji only.
// The studio's typesetter also ships its text faces the same way, and measures them from the
// very files registered here, so a measured width is the width librsvg draws.

const requireHere = createRequire(import.meta.url);

/** Where fontconfig's own configuration usually is; missing ones are skipped. */
const SYSTEM_CONFIGS = [
  '/etc/fonts/fonts.conf',
  '/usr/local/etc/fonts/fonts.conf',
  '/opt/homebrew/etc/fonts/fonts.conf',
];

/** The folders of the shipped emoji font (regular and bold, for bold captions). */
export function emojiFontDirs(): string[] {
  const pkg = packageDir('@expo-google-fonts/noto-emoji');
  return ['400Regular', '700Bold'].map((weight) => path.join(pkg, weight));
}

/** A text face shipped as an npm package: one TTF alone in its folder (fontconfig scans folders). */
export type ShippedFont = {
  /** The family name fontconfig reads from the file (`fc-scan`): what SVG must name. */
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  pkg: string;
  /** Folder inside the package, and the TTF in it. */
  dir: string;
  file: string;
};

/**
 * The studio's text faces: a display serif for names and titles, a text serif (regular and
 * italic) for verses and cards, a sans for small labels. All are sturdy enough for OCR to read.
 */
export const TEXT_FONTS = {
  display: {
    family: 'Playfair Display',
    weight: 700,
    style: 'normal',
    pkg: '@expo-google-fonts/playfair-display',
    dir: '700Bold',
    file: 'PlayfairDisplay_700Bold.ttf',
  },
  serif: {
    family: 'Lora',
    weight: 400,
    style: 'normal',
    pkg: '@expo-google-fonts/lora',
    dir: '400Regular',
    file: 'Lora_400Regular.ttf',
  },
  'serif-italic': {
    family: 'Lora',
    weight: 400,
    style: 'italic',
    pkg: '@expo-google-fonts/lora',
    dir: '400Regular_Italic',
    file: 'Lora_400Regular_Italic.ttf',
  },
  sans: {
    family: 'Source Sans 3',
    weight: 600,
    style: 'normal',
    pkg: '@expo-google-fonts/source-sans-3',
    dir: '600SemiBold',
    file: 'SourceSans3_600SemiBold.ttf',
  },
} as const satisfies Record<string, ShippedFont>;

const packageDir = (pkg: string) => path.dirname(requireHere.resolve(`${pkg}/package.json`));

/** The TTF file of a shipped face. */
export function shippedFontFile(font: ShippedFont): string {
  return path.join(packageDir(font.pkg), font.dir, font.file);
}

/** The shipped emoji font's regular TTF (the typesetter measures emoji with it). */
export function emojiFontFile(): string {
  return path.join(
    packageDir('@expo-google-fonts/noto-emoji'),
    '400Regular',
    'NotoEmoji_400Regular.ttf',
  );
}

/** The folders of the shipped text faces. */
export function textFontDirs(): string[] {
  return Object.values(TEXT_FONTS).map((f) => path.join(packageDir(f.pkg), f.dir));
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const OURS = /^atelier-fonts-[0-9a-f]+\.conf$/;

/**
 * A fontconfig file: the system's configuration, or the one the operator chose, plus our fonts.
 * One of ours inherited from a parent process is replaced, not included.
 */
export function fontconfigFile(base: string | undefined, fontDirs: string[]): string {
  const includes = base && !OURS.test(path.basename(base)) ? [base] : SYSTEM_CONFIGS;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...includes.map((f) => `  <include ignore_missing="yes">${xml(f)}</include>`),
    ...fontDirs.map((d) => `  <dir>${xml(d)}</dir>`),
    '</fontconfig>',
    '',
  ].join('\n');
}

let installed: string | null = null;

/**
 * Points fontconfig at a configuration that includes the emoji font and the text faces. fontconfig reads it once,
 * at the first text a process draws, and only from the environment: this is the one place
 * besides config/env.ts that touches process.env, and it must run before any text is drawn
 * (svg-kit imports it, and every SVG with text goes through svg-kit). Returns the file used.
 */
export function installSvgFonts(): string {
  if (installed) return installed;
  const content = fontconfigFile(process.env.FONTCONFIG_FILE, [
    ...emojiFontDirs(),
    ...textFontDirs(),
  ]);
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `atelier-fonts-${hash}.conf`);
  if (!existsSync(file)) {
    // Named by its content and renamed into place: processes starting together agree.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  }
  process.env.FONTCONFIG_FILE = file;
  installed = file;
  return file;
}
