import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/ui/use-toast';
import { authToken } from '@/lib/auth-token';
import type * as ImageCompression from '@/lib/image-compression';
import { compressImage, type CompressionResult } from '@/lib/image-compression';
import { json, stubFetch } from '@/test/fetch';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import { UPLOAD_MESSAGES } from './upload-messages';

vi.mock('@/lib/image-compression', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageCompression>()),
  compressImage: vi.fn(),
}));

// A loaded 2-core CI machine can take more than the default 1 s to finish a batch.
configure({ asyncUtilTimeout: 5000 });

const MB = 1024 * 1024;

/** Every toast raised while a test runs (the store shows one at a time), by id. */
const seen = new Map<string, string>();

function Toasts() {
  const { toasts } = useToast();
  for (const t of toasts) seen.set(t.id, `${t.title}${t.description ? ` | ${t.description}` : ''}`);
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant} data-duration={t.duration}>
          {t.title}
          {t.description ? ` | ${t.description}` : ''}
        </li>
      ))}
    </ul>
  );
}

const toastText = () =>
  within(screen.getByRole('list', { name: 'toasts' })).queryByRole('listitem');

/** A picked file; `size` overrides the real byte count (no need to allocate 11 MB). */
function image(name: string, { type = 'image/jpeg', size }: { type?: string; size?: number } = {}) {
  const file = new File(['pixels'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function compressed(file: File, size = 400_000): CompressionResult {
  const out = new File(['jpeg'], file.name.replace(/\.[^.]+$/, '') + '.jpg', {
    type: 'image/jpeg',
  });
  Object.defineProperty(out, 'size', { value: size });
  return {
    file: out,
    originalSize: file.size,
    compressedSize: size,
    width: 1920,
    height: 1440,
    quality: 0.8,
    passes: 2,
  };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const compressMock = vi.mocked(compressImage);

function renderControl(props: Partial<ImageUploadProps> = {}) {
  const onUploaded = vi.fn();
  const result = render(
    <>
      <label htmlFor="photo">Your photo</label>
      <ImageUpload id="photo" label="Photo drop zone" onUploaded={onUploaded} {...props} />
      <Toasts />
    </>,
  );
  return { ...result, onUploaded, input: screen.getByLabelText<HTMLInputElement>('Your photo') };
}

function drop(files: File[]) {
  fireEvent.drop(screen.getByRole('group', { name: 'Photo drop zone' }), {
    dataTransfer: { files, types: ['Files'] },
  });
}

let uploads: Array<{ name: string; folder: string; prefix: string }>;

beforeEach(() => {
  seen.clear();
  uploads = [];
  compressMock.mockReset();
  compressMock.mockImplementation(async (file, _opts, onProgress) => {
    onProgress?.({ stage: 'analyzing', progress: 5 });
    onProgress?.({ stage: 'complete', progress: 100 });
    return compressed(file);
  });
  stubFetch({
    'POST /api/upload/image': ({ init }) => {
      const form = init.body as FormData;
      const file = form.get('image') as File;
      uploads.push({
        name: file.name,
        folder: String(form.get('folder')),
        prefix: String(form.get('prefix')),
      });
      return json({ url: `/media/${file.name}?sig=1`, key: `user-uploads/u1/${file.name}` }, 201);
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ImageUpload', () => {
  it('offers a keyboard-reachable button and an image-only file input named by its label', async () => {
    const onFocus = vi.fn();
    const { input } = renderControl({ onFocus });
    const button = screen.getByRole('button', { name: 'Choose image' });
    expect(button.className).toContain('min-h-11');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByText(/Optimized for AI/)).toBeInTheDocument();

    await userEvent.setup().tab();
    expect(button).toHaveFocus();
    expect(onFocus).toHaveBeenCalled();
  });

  it('in multiple mode accepts several files', () => {
    const { input } = renderControl({ multiple: true });
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeInTheDocument();
  });

  it("says its own hint and button text when given, instead of 'Optimized for AI'", () => {
    renderControl({ hint: 'Square pictures look best.', chooseLabel: 'Replace photo' });
    const zone = screen.getByRole('group', { name: 'Photo drop zone' });
    expect(zone).toHaveTextContent('Square pictures look best.');
    expect(zone).not.toHaveTextContent(/Optimized for AI/);
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
  });

  it("refuses several dropped files when multiple is off: 'Multiple files not allowed'", () => {
    const { onUploaded } = renderControl();
    drop([image('a.jpg'), image('b.jpg')]);
    expect(toastText()).toHaveTextContent(
      'Multiple files not allowed | Please select only one image file.',
    );
    expect(toastText()).toHaveAttribute('data-variant', 'destructive');
    expect(compressMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("refuses non-images and counts them: 'Invalid file type'", async () => {
    const { input } = renderControl({ multiple: true });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      image('a.jpg'),
      image('notes.txt', { type: 'text/plain' }),
      image('scan.pdf', { type: 'application/pdf' }),
    ]);
    expect(toastText()).toHaveTextContent(
      'Invalid file type | Please select only image files (JPG, PNG, etc.). 2 invalid file(s) detected.',
    );
    expect(compressMock).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("warns 'File too large' over the max size and still compresses and uploads the file", async () => {
    const gate = deferred<CompressionResult>();
    compressMock.mockImplementation(() => gate.promise);
    const big = image('huge.jpg', { size: 12 * MB });
    const { input, onUploaded } = renderControl();
    await userEvent.setup().upload(input, big);

    expect(toastText()).toHaveTextContent(/^File too large/);
    expect(toastText()).toHaveTextContent('12 MB');
    const item = within(screen.getByRole('list', { name: 'Upload progress' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('huge.jpg');
    expect(item).toHaveTextContent('Compressing');
    expect(item).toHaveTextContent('12 MB');

    gate.resolve(compressed(big, 1.5 * MB));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(compressMock).toHaveBeenCalledWith(big, { targetSizeMB: 2 }, expect.any(Function));
    expect(screen.getByRole('list', { name: 'Upload progress' })).toHaveTextContent(
      '12 MB → 1.5 MB',
    );
  });

  it('uses the product form’s 25 MB limit: a 12 MB photo is only optimized', async () => {
    const gate = deferred<CompressionResult>();
    compressMock.mockImplementation(() => gate.promise);
    const { input } = renderControl({ maxSizeMB: 25 });
    await userEvent.setup().upload(input, image('big.jpg', { size: 12 * MB }));
    expect(toastText()).toHaveTextContent(/^Optimizing image/);
  });

  it("says 'Optimizing image' over the 2 MB target", async () => {
    const gate = deferred<CompressionResult>();
    compressMock.mockImplementation(() => gate.promise);
    const { input } = renderControl();
    await userEvent.setup().upload(input, image('three.jpg', { size: 3 * MB }));
    expect(toastText()).toHaveTextContent(/^Optimizing image/);
    gate.resolve(compressed(image('three.jpg'), MB));
    await waitFor(() => expect(toastText()).toHaveTextContent(UPLOAD_MESSAGES.SUCCESS));
  });

  it('raises no size toast for a photo already under the target', async () => {
    const gate = deferred<CompressionResult>();
    compressMock.mockImplementation(() => gate.promise);
    const { input } = renderControl();
    await userEvent.setup().upload(input, image('small.jpg', { size: 2 * MB }));
    expect(compressMock).toHaveBeenCalledTimes(1); // still normalised to a 1920 px JPEG
    expect(toastText()).toBeNull();
  });

  it('uploads the compressed JPEG with folder and prefix, with cookies and the bearer token', async () => {
    authToken.set('tok-1');
    const { input, onUploaded } = renderControl({ folder: 'user-uploads', prefix: 'portrait' });
    await userEvent.setup().upload(input, image('me.png', { type: 'image/png', size: 500_000 }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));

    expect(uploads).toEqual([{ name: 'me.jpg', folder: 'user-uploads', prefix: 'portrait' }]);
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/upload/image');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(onUploaded).toHaveBeenCalledWith([
      { url: '/media/me.jpg?sig=1', key: 'user-uploads/u1/me.jpg', name: 'me.png', size: 400_000 },
    ]);
    expect(toastText()).toHaveTextContent('Upload successful! Image ready for AI generation');
    expect(toastText()).toHaveAttribute('data-duration', '2000');
  });

  it('sends the defaults folder user-uploads and prefix upload', async () => {
    const { input, onUploaded } = renderControl();
    await userEvent.setup().upload(input, image('me.jpg'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(uploads).toEqual([{ name: 'me.jpg', folder: 'user-uploads', prefix: 'upload' }]);
  });

  it('processes files one after another; a failed upload is marked and the batch goes on', async () => {
    const gates = new Map<string, Deferred<CompressionResult>>();
    compressMock.mockImplementation((file) => {
      const gate = deferred<CompressionResult>();
      gates.set(file.name, gate);
      return gate.promise;
    });
    stubFetch({
      'POST /api/upload/image': ({ init }) => {
        const file = (init.body as FormData).get('image') as File;
        if (file.name === 'two.jpg') {
          return new Response('', { status: 503, statusText: 'Service Unavailable' });
        }
        return json({ url: `/media/${file.name}`, key: `user-uploads/u1/${file.name}` }, 201);
      },
    });
    const { input, onUploaded } = renderControl({ multiple: true });
    const files = [image('one.jpg'), image('two.jpg'), image('three.jpg')];
    await userEvent.setup().upload(input, files);

    const list = screen.getByRole('list', { name: 'Upload progress' });
    const rows = () => within(list).getAllByRole('listitem');
    // Only the first file is being worked on; the others wait their turn.
    expect(compressMock).toHaveBeenCalledTimes(1);
    expect(rows()[0]).toHaveTextContent('Compressing');
    expect(rows()[1]).toHaveTextContent('Waiting');
    expect(rows()[2]).toHaveTextContent('Waiting');

    gates.get('one.jpg')!.resolve(compressed(files[0]!));
    await waitFor(() => expect(compressMock).toHaveBeenCalledTimes(2));
    expect(rows()[0]).toHaveTextContent('Completed');
    expect(rows()[1]).toHaveTextContent('Compressing');

    gates.get('two.jpg')!.resolve(compressed(files[1]!));
    await waitFor(() => expect(compressMock).toHaveBeenCalledTimes(3));
    expect(rows()[1]).toHaveTextContent('Error');
    expect(rows()[1]).toHaveTextContent('Upload failed: Service Unavailable');
    expect(toastText()).toHaveTextContent('Upload failed | Upload failed: Service Unavailable');
    expect(toastText()).toHaveAttribute('data-variant', 'destructive');

    gates.get('three.jpg')!.resolve(compressed(files[2]!));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(rows()[2]).toHaveTextContent('Completed');
    expect(onUploaded).toHaveBeenCalledWith([
      { url: '/media/one.jpg', key: 'user-uploads/u1/one.jpg', name: 'one.jpg', size: 400_000 },
      {
        url: '/media/three.jpg',
        key: 'user-uploads/u1/three.jpg',
        name: 'three.jpg',
        size: 400_000,
      },
    ]);
    // The failure's toast is not covered by the later success.
    expect(toastText()).toHaveTextContent('Upload failed');
  });

  it("shows the API's message when the upload is refused", async () => {
    stubFetch({
      'POST /api/upload/image': () =>
        json({ error: { code: 'UNSUPPORTED_TYPE', message: 'Unsupported image type' } }, 415),
    });
    const { input, onUploaded } = renderControl();
    await userEvent.setup().upload(input, image('x.jpg'));
    await waitFor(() =>
      expect(toastText()).toHaveTextContent(
        'Upload failed | Upload failed: Unsupported image type',
      ),
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'x.jpg: Upload failed: Unsupported image type',
    );
  });

  it("marks an undecodable file 'Failed to load image' and uploads nothing", async () => {
    compressMock.mockRejectedValue(new Error('Failed to load image'));
    const { input } = renderControl();
    await userEvent.setup().upload(input, image('broken.jpg'));
    await waitFor(() =>
      expect(toastText()).toHaveTextContent('Upload failed | Failed to load image'),
    );
    expect(screen.getByRole('list', { name: 'Upload progress' })).toHaveTextContent(
      'Failed to load image',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("falls back to 'Please try again with a smaller image' when a failure has no message", async () => {
    compressMock.mockRejectedValue(new Error(''));
    const { input } = renderControl();
    await userEvent.setup().upload(input, image('odd.jpg'));
    await waitFor(() =>
      expect(toastText()).toHaveTextContent(
        'Upload failed | Please try again with a smaller image',
      ),
    );
  });

  it('shows the compression stage while it runs and announces state changes', async () => {
    const gate = deferred<CompressionResult>();
    let report: ((stage: 'optimizing', progress: number) => void) | undefined;
    compressMock.mockImplementation((_file, _opts, onProgress) => {
      report = (stage, progress) => onProgress?.({ stage, progress });
      return gate.promise;
    });
    const { input } = renderControl();
    await userEvent.setup().upload(input, image('me.jpg', { size: 3 * MB }));

    act(() => report!('optimizing', 62));
    const row = within(screen.getByRole('list', { name: 'Upload progress' })).getByRole('listitem');
    expect(row).toHaveTextContent('Optimizing · 3 MB');
    expect(within(row).getByRole('progressbar', { name: 'me.jpg progress' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(screen.getByRole('status')).toHaveTextContent('me.jpg: Compressing');
    // Busy, but still focusable: aria-disabled, not disabled.
    const busy = screen.getByRole('button', { name: 'Uploading…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();

    gate.resolve(compressed(image('me.jpg'), MB));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('me.jpg: Completed'));
  });

  it('keeps the keyboard focus on its button through a batch, and ignores it while busy', async () => {
    const gate = deferred<CompressionResult>();
    compressMock.mockImplementation(() => gate.promise);
    const { input, onUploaded } = renderControl({ multiple: true });
    const ui = userEvent.setup();
    await ui.tab();
    const button = screen.getByRole('button', { name: 'Choose images' });
    expect(button).toHaveFocus();
    const click = vi.spyOn(input, 'click');
    fireEvent.change(input, { target: { files: [image('a.jpg')] } });

    const busy = screen.getByRole('button', { name: 'Uploading…' });
    expect(busy).toHaveFocus();
    // Enter on the busy button opens no second picker.
    await ui.keyboard('{Enter}');
    expect(click).not.toHaveBeenCalled();

    gate.resolve(compressed(image('a.jpg')));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('tells the parent a batch is busy, and its end only after the files (also when it goes away)', async () => {
    const gate = deferred<CompressionResult>();
    compressMock.mockImplementation(() => gate.promise);
    const onBusyChange = vi.fn();
    const { input, onUploaded, unmount } = renderControl({ onBusyChange });
    fireEvent.change(input, { target: { files: [image('a.jpg')] } });
    await waitFor(() => expect(onBusyChange).toHaveBeenCalledWith(true));
    gate.resolve(compressed(image('a.jpg')));
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
    expect(onBusyChange).toHaveBeenCalledTimes(2);
    // A parent waiting for the end finds the files already given to it.
    expect(onUploaded.mock.invocationCallOrder[0]).toBeLessThan(
      onBusyChange.mock.invocationCallOrder[1]!,
    );

    const next = deferred<CompressionResult>();
    compressMock.mockImplementation(() => next.promise);
    fireEvent.change(input, { target: { files: [image('b.jpg')] } });
    await waitFor(() => expect(onBusyChange).toHaveBeenCalledTimes(3));
    unmount();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('several photos: one success toast for the whole batch, once it is done', async () => {
    const gates = new Map<string, Deferred<CompressionResult>>();
    compressMock.mockImplementation((file) => {
      const gate = deferred<CompressionResult>();
      gates.set(file.name, gate);
      return gate.promise;
    });
    const { input, onUploaded } = renderControl({ multiple: true });
    const files = [image('one.jpg'), image('two.jpg'), image('three.jpg')];
    await userEvent.setup().upload(input, files);

    gates.get('one.jpg')!.resolve(compressed(files[0]!));
    await waitFor(() => expect(compressMock).toHaveBeenCalledTimes(2));
    gates.get('two.jpg')!.resolve(compressed(files[1]!));
    await waitFor(() => expect(compressMock).toHaveBeenCalledTimes(3));
    // Two photos are done, the batch is not: no toast yet.
    expect(toastText()).toBeNull();

    gates.get('three.jpg')!.resolve(compressed(files[2]!));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(toastText()).toHaveTextContent(UPLOAD_MESSAGES.SUCCESS);
    expect([...seen.values()]).toEqual([UPLOAD_MESSAGES.SUCCESS]);
  });

  it("several large photos: one 'Optimizing image' notice for the batch", async () => {
    const { input, onUploaded } = renderControl({ multiple: true, maxSizeMB: 25 });
    await userEvent
      .setup()
      .upload(input, [
        image('a.jpg', { size: 3 * MB }),
        image('b.jpg', { size: 4 * MB }),
        image('c.jpg', { size: 1 * MB }),
      ]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect([...seen.values()]).toEqual([
      'Optimizing image | Compressing 2 images to 2 MB or less.',
      UPLOAD_MESSAGES.SUCCESS,
    ]);
  });

  it('clears the progress list 2 s after the batch', async () => {
    vi.useFakeTimers();
    const onUploaded = vi.fn();
    render(<ImageUpload id="photo" onUploaded={onUploaded} />);
    const input = document.getElementById('photo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [image('me.jpg')] } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('list', { name: 'Upload progress' })).toHaveTextContent('Completed');

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('list', { name: 'Upload progress' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('list', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('ignores drops and disables the picker when disabled', () => {
    renderControl({ disabled: true });
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    drop([image('a.jpg')]);
    expect(compressMock).not.toHaveBeenCalled();
  });

  it('uploads a dropped image', async () => {
    const { onUploaded } = renderControl();
    drop([image('dropped.jpg')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(uploads[0]?.name).toBe('dropped.jpg');
  });
});
