import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

function Probe({ blob }: { blob: Blob | undefined }) {
  return <p>{useObjectUrl(blob) ?? 'none'}</p>;
}

let made = 0;
const revoked: string[] = [];

beforeEach(() => {
  made = 0;
  revoked.length = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:test/${++made}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});

afterEach(() => vi.restoreAllMocks());

describe('useObjectUrl', () => {
  it('shows the blob through a URL, frees the old one when the blob changes and on leaving', () => {
    const view = render(<Probe blob={undefined} />);
    expect(screen.getByText('none')).toBeInTheDocument();

    view.rerender(<Probe blob={new Blob(['a'])} />);
    expect(screen.getByText('blob:test/1')).toBeInTheDocument();

    view.rerender(<Probe blob={new Blob(['b'])} />);
    expect(screen.getByText('blob:test/2')).toBeInTheDocument();
    expect(revoked).toEqual(['blob:test/1']);

    view.rerender(<Probe blob={undefined} />);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);

    view.rerender(<Probe blob={new Blob(['c'])} />);
    view.unmount();
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2', 'blob:test/3']);
  });
});
