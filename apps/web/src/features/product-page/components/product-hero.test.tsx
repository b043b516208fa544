import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '@/test/personalize-fixtures';
import { ProductHero } from './product-hero';

// The hero compares two different images, never an image with itself; a
// product with one image (or the same one twice) shows that image alone, without the slider.

const hero = (images: Parameters<typeof product>[0]) =>
  render(
    <ProductHero product={product({ title: 'Pet Portrait', ...images })} settings={undefined} />,
  );

describe('ProductHero images', () => {
  it('compares a distinct before and after image with the slider', () => {
    hero({ heroBeforeImage: '/media/before.webp', heroAfterImage: '/media/after.webp' });
    expect(screen.getByRole('slider', { name: 'Before and after comparison' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Pet Portrait: the original photo' })).toHaveAttribute(
      'src',
      '/media/before.webp',
    );
  });

  it('shows the sample alone when the product has no before and after images', () => {
    hero({ sampleImageUrl: '/media/sample.webp' });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByText('Drag to compare')).not.toBeInTheDocument();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/media/sample.webp');
    expect(images[0]).toHaveAccessibleName('Pet Portrait: an example of the artwork');
  });

  it('shows one image when before and after are the same image', () => {
    hero({ heroBeforeImage: '/media/same.webp', heroAfterImage: '/media/same.webp' });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows the artwork alone when only the after image is set', () => {
    hero({ heroAfterImage: '/media/after.webp', sampleImageUrl: '/media/sample.webp' });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/after.webp');
  });

  it('shows no picture without any image', () => {
    hero({});
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
