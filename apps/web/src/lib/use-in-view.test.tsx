import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView, type InViewOptions } from './use-in-view';

function Probe(options: InViewOptions) {
  const { ref, inView } = useInView<HTMLDivElement>(options);
  return <div ref={ref}>{inView ? 'in view' : 'waiting'}</div>;
}

describe('useInView', () => {
  afterEach(() => vi.useRealTimers());

  it('observes with a 50 px margin and 0.1 threshold by default, then stops', () => {
    const disconnect = vi.fn();
    let fire: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    const init = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof fire, options: IntersectionObserverInit) {
          fire = cb;
          init(options);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(init).toHaveBeenCalledWith({ rootMargin: '50px', threshold: 0.1 });
    act(() => fire([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => fire([{ isIntersecting: true }]));
    expect(screen.getByText('in view')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('falls back to a 100 ms delay without IntersectionObserver', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('in view')).toBeInTheDocument();
  });

  it('skip reports in view at once', () => {
    render(<Probe skip />);
    expect(screen.getByText('in view')).toBeInTheDocument();
  });

  it('stays in view when skip turns off later: what was loaded is not undone', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<Probe skip />);
    rerender(<Probe skip={false} />);
    expect(screen.getByText('in view')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
