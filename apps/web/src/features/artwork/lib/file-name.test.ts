import { describe, expect, it } from 'vitest';
import { artworkFileName } from './file-name';

const ID = '1a2b3c4d-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('artworkFileName', () => {
  it("names the preview after the shopper's title and the product", () => {
    expect(
      artworkFileName(
        { items: 'pet_name: Buddy\npet_type: Dog', productTitle: 'Guardian Angel Pet' },
        ID,
      ),
    ).toBe('buddy-guardian-angel-pet-preview-1a2b3c4d.jpg');
  });

  it('falls back to the product alone, and to "preview" alone', () => {
    expect(artworkFileName({ items: 'art_style: Oil', productTitle: 'Vision Board' }, ID)).toBe(
      'vision-board-preview-1a2b3c4d.jpg',
    );
    expect(artworkFileName({ items: '', productTitle: null }, ID)).toBe('preview-1a2b3c4d.jpg');
  });
});
