import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BeforeAfterSlider } from './before-after-slider';

const renderSlider = () =>
  render(
    <BeforeAfterSlider beforeSrc="/before.webp" afterSrc="/after.webp" label="Vision Board" />,
  );

// jsdom has no PointerEvent: without one, fireEvent drops clientX.
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, configurable: true });
  }
});

const clip = () => screen.getByTestId('comparison-before').style.clipPath;

describe('BeforeAfterSlider', () => {
  it('starts at 50% with the drag hint, both images eager, the artwork high priority', () => {
    renderSlider();
    const slider = screen.getByRole('slider', { name: 'Before and after comparison' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(clip()).toBe('inset(0 50% 0 0)');
    expect(screen.getByText('Drag to compare')).toBeInTheDocument();
    for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Vision Board: the finished artwork' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('arrow keys move it by 5%, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    renderSlider();
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    expect(clip()).toBe('inset(0 45% 0 0)');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(clip()).toBe('inset(0 100% 0 0)');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(clip()).toBe('inset(0 0% 0 0)');
  });

  it('follows a pointer drag (mouse or touch) across the image', () => {
    renderSlider();
    const frame = screen.getByTestId('comparison-frame');
    frame.getBoundingClientRect = () =>
      ({ left: 100, width: 400, top: 0, height: 500, right: 500, bottom: 500 }) as DOMRect;
    const slider = screen.getByRole('slider');

    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 1, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(frame, { clientX: 400, pointerId: 1, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    expect(clip()).toBe('inset(0 25% 0 0)');
    fireEvent.pointerMove(frame, { clientX: 900, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(frame, { pointerId: 1 });
    // Moving without a pressed pointer does nothing.
    fireEvent.pointerMove(frame, { clientX: 150, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });
});
