import { shopPath } from '@atelier/shared/shop-path';
import { lexer, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

// Markdown is rendered from marked's tokens into React elements, never through innerHTML:
// text goes through React's escaping, raw HTML tokens are dropped, and only safe link targets
// survive (docs/decisions/007-markdown-rendering.md).

/** Parses markdown into block tokens (GFM: lists, tables, autolinks). */
export const parseMarkdown = (source: string): Token[] => lexer(source, { gfm: true });

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** marked keeps character references (&amp;, &#39;) in text; React needs the characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/**
 * A link target we are willing to render: paths of this shop (the shared rule, so '/\evil'
 * is not one), anchors, http(s), mail, phone.
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/')) return shopPath(trimmed);
  return /^(https?:|mailto:|tel:)/i.test(trimmed) ? trimmed : null;
}

const LINK_CLASS = 'font-semibold text-navy underline underline-offset-4 hover:text-gold-ink';

export interface RenderOptions {
  /** Heading level of markdown's shallowest heading (the page title is the h1). */
  topLevel?: number;
  /** Depth of the shallowest heading in the document, so levels never skip. */
  minDepth?: number;
}

function inline(tokens: readonly Token[] | undefined): ReactNode {
  if (!tokens) return null;
  return tokens.map((token, i) => <Fragment key={i}>{renderInline(token)}</Fragment>);
}

function renderInline(token: Token): ReactNode {
  switch (token.type) {
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inline(t.tokens) : decodeEntities(t.text);
    }
    case 'escape':
      return decodeEntities((token as Tokens.Escape).text);
    case 'strong':
      return <strong>{inline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{inline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{inline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return (
        <code className="rounded bg-cream px-1 py-0.5 text-[0.9em]">
          {decodeEntities((token as Tokens.Codespan).text)}
        </code>
      );
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const children = inline(link.tokens);
      if (!href) return children;
      if (href.startsWith('/')) {
        return (
          <Link to={href} className={LINK_CLASS}>
            {children}
          </Link>
        );
      }
      return (
        <a href={href} className={LINK_CLASS} rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    case 'image': {
      // Shop copy has no images; show the description rather than load arbitrary URLs.
      return decodeEntities((token as Tokens.Image).text);
    }
    case 'html':
    default:
      // Raw HTML (and anything unknown) is never rendered.
      return null;
  }
}

function renderBlock(token: Token, options: Required<RenderOptions>): ReactNode {
  switch (token.type) {
    case 'heading': {
      const h = token as Tokens.Heading;
      const level = Math.min(6, options.topLevel + Math.max(0, h.depth - options.minDepth));
      const Tag = `h${level}` as 'h2';
      return (
        <Tag className={level <= 2 ? 'mt-8 text-2xl font-semibold' : 'mt-6 text-lg font-semibold'}>
          {inline(h.tokens)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p className="mt-4 leading-relaxed">{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'text': {
      const t = token as Tokens.Text;
      return t.tokens ? inline(t.tokens) : decodeEntities(t.text);
    }
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, i) => (
        <li key={i} className="pl-1">
          {blocks(item.tokens, options)}
        </li>
      ));
      return list.ordered ? (
        <ol
          start={list.start === '' ? undefined : list.start}
          className="mt-4 grid list-decimal gap-2 pl-6"
        >
          {items}
        </ol>
      ) : (
        <ul className="mt-4 grid list-disc gap-2 pl-6">{items}</ul>
      );
    }
    case 'blockquote':
      return (
        <blockquote className="mt-4 border-l-4 border-gold-soft pl-4 text-navy-soft">
          {blocks((token as Tokens.Blockquote).tokens, options)}
        </blockquote>
      );
    case 'code':
      return (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-cream p-4 text-sm">
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr className="my-8 border-parchment" />;
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {table.header.map((cell, i) => (
                  <th
                    key={i}
                    scope="col"
                    className="border-b border-parchment px-3 py-2 font-semibold"
                  >
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} className="border-b border-parchment px-3 py-2">
                      {inline(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'space':
    case 'html':
    case 'def':
    default:
      return null;
  }
}

function blocks(tokens: readonly Token[], options: Required<RenderOptions>): ReactNode {
  return tokens.map((token, i) => <Fragment key={i}>{renderBlock(token, options)}</Fragment>);
}

/** The shallowest heading depth in a token list (1 when there are none). */
export function shallowestHeading(tokens: readonly Token[]): number {
  const depths = tokens.filter((t) => t.type === 'heading').map((t) => (t as Tokens.Heading).depth);
  return depths.length ? Math.min(...depths) : 1;
}

/** Renders block tokens as React elements. */
export function MarkdownBlocks({
  tokens,
  topLevel = 2,
  minDepth,
}: { tokens: readonly Token[] } & RenderOptions) {
  return <>{blocks(tokens, { topLevel, minDepth: minDepth ?? shallowestHeading(tokens) })}</>;
}

/** Renders a markdown string safely (no raw HTML). */
export function Markdown({ source, ...options }: { source: string } & RenderOptions) {
  return <MarkdownBlocks tokens={parseMarkdown(source)} {...options} />;
}

/** Renders inline tokens (a heading's text, for example). */
export function MarkdownInline({ tokens }: { tokens: readonly Token[] }) {
  return <>{inline(tokens)}</>;
}
