import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveCounter } from './live-counter';

describe('LiveCounter', () => {
  it('shows a figure from the configured range', () => {
    render(<LiveCounter liveCounter={{ enabled: true, min: 220, max: 250 }} />);
    const text = screen.getByText(/people creating portraits right now/).textContent ?? '';
    const count = Number(/(\d+) people/.exec(text)?.[1]);
    expect(count).toBeGreaterThanOrEqual(220);
    expect(count).toBeLessThanOrEqual(250);
  });

  it('is hidden when the setting is off', () => {
    render(<LiveCounter liveCounter={{ enabled: false, min: 220, max: 250 }} />);
    expect(screen.queryByText(/people creating portraits right now/)).not.toBeInTheDocument();
  });
});
