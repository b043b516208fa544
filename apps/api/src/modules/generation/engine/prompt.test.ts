import { describe, expect, it } from 'vitest';
import { aiPrompt } from './prompt';
import { EMPTY_BRIEF, type ArtworkBrief } from './types';

describe('aiPrompt', () => {
  const brief: ArtworkBrief = {
    ...EMPTY_BRIEF,
    style: { name: 'Watercolor', description: 'Soft washes of rose, sky and honey on paper.' },
    title: 'Buddy',
    verses: ['Psalm 23:1 — The Lord is my shepherd'],
    date: 'June 14, 2025',
    details: ['Cat'],
    options: [
      { aspect: 'frame', value: 'Carved Walnut' },
      { aspect: 'light', value: 'Candlelight' },
    ],
    elements: ['halo', 'wings', 'gift_card'],
    notes: ['Loved Sunday naps'],
  };

  it('adds the style with its own description, details, options, elements and notes', () => {
    expect(aiPrompt('A loving portrait of Buddy', brief)).toBe(
      'A loving portrait of Buddy. Style: Watercolor — Soft washes of rose, sky and honey on paper. ' +
        'Subject: Cat. Frame: Carved Walnut. Light: Candlelight. ' +
        'With a radiant golden halo behind the head, and luminous feathered angel wings. ' +
        'Notes from the customer: Loved Sunday naps.',
    );
  });

  it('does not ask the model for the words the renderer prints', () => {
    const prompt = aiPrompt('A portrait', brief);
    expect(prompt).not.toContain('Psalm');
    expect(prompt).not.toContain('June 14');
    expect(prompt).not.toContain('gift');
  });

  it('does not repeat a detail or note the template already put in', () => {
    const prompt = aiPrompt('A portrait of Buddy, a cat. Loved Sunday   naps', brief);
    expect(prompt).not.toContain('Subject:');
    expect(prompt).not.toContain('Notes from the customer');
    expect(prompt).toContain('Style: Watercolor');
  });

  it('an empty brief leaves the rendered prompt as it was', () => {
    expect(aiPrompt('  A radiant portrait of Rose ', EMPTY_BRIEF)).toBe(
      'A radiant portrait of Rose',
    );
  });
});
