import { describe, expect, it } from 'vitest';
import { faqIntro, faqToMarkdown, parseFaqMarkdown } from './faq';

describe('FAQ markdown <-> entries', () => {
  it('reads each ## heading as a question and the paragraphs after it as the answer', () => {
    const md = [
      '## How long does it take?',
      '',
      'A few minutes.',
      '',
      'You can leave the page.',
      '',
      '## Can I cancel?  ',
      'Yes, until production starts.',
      '',
    ].join('\n');
    expect(parseFaqMarkdown(md)).toEqual([
      { question: 'How long does it take?', answer: 'A few minutes.\n\nYou can leave the page.' },
      { question: 'Can I cancel?', answer: 'Yes, until production starts.' },
    ]);
  });

  it('keeps lists, links, ### subheadings and fenced ## lines inside the answer', () => {
    const md =
      '## What sizes?\n\n- 8x10\n- 12x16\n\n### Note\n\nSee [pricing](/pricing).\n\n```\n## not a question\n```\n';
    const [entry] = parseFaqMarkdown(md);
    expect(parseFaqMarkdown(md)).toHaveLength(1);
    expect(entry!.answer).toBe(
      '- 8x10\n- 12x16\n\n### Note\n\nSee [pricing](/pricing).\n\n```\n## not a question\n```',
    );
  });

  it('ignores text before the first question and reads CRLF line ends', () => {
    expect(parseFaqMarkdown('Intro text.\r\n\r\n## Q?\r\nA.\r\n')).toEqual([
      { question: 'Q?', answer: 'A.' },
    ]);
    expect(parseFaqMarkdown('')).toEqual([]);
  });

  it('writes entries back to markdown that reads back as the same entries', () => {
    const entries = [
      { question: 'Is it free to try?', answer: 'Yes.\n\nThe free plan has 3 generations.' },
      { question: 'Multi\nline question?', answer: '  **Bold** answer.  ' },
    ];
    const md = faqToMarkdown(entries);
    expect(md).toBe(
      '## Is it free to try?\n\nYes.\n\nThe free plan has 3 generations.\n\n## Multi line question?\n\n**Bold** answer.\n',
    );
    expect(parseFaqMarkdown(md)).toEqual([
      entries[0],
      { question: 'Multi line question?', answer: '**Bold** answer.' },
    ]);
    expect(faqToMarkdown([])).toBe('');
  });

  it('keeps an introduction before the first question when writing entries back', () => {
    const md = 'Answers to common questions.\n\n```\n## fenced\n```\n\n## Q?\n\nA.\n';
    const intro = faqIntro(md);
    expect(intro).toBe('Answers to common questions.\n\n```\n## fenced\n```');
    const out = faqToMarkdown([{ question: 'New?', answer: 'Yes.' }], intro);
    expect(out).toBe(`${intro}\n\n## New?\n\nYes.\n`);
    expect(parseFaqMarkdown(out)).toEqual([{ question: 'New?', answer: 'Yes.' }]);
    expect(faqIntro('## Q?\nA.')).toBe('');
    expect(faqToMarkdown([], 'Only intro')).toBe('Only intro\n');
  });
});
