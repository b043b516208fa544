import { describe, expect, it, vi } from 'vitest';
import { refreshImageUrls } from './refresh-image-urls';

describe('refreshImageUrls', () => {
  it('swaps each photo address for a fresh one by key and keeps it when the refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const signedUrl = vi.fn(async (key: string) => {
      if (key === 'user-uploads/u/bad.jpg') throw new Error('403: no');
      return { url: `/fresh/${key}` };
    });
    const refreshed = await refreshImageUrls(
      {
        pet_photo: [
          { url: '/old/a', key: 'user-uploads/u/a.jpg', name: 'a.jpg', size: 1 },
          { url: '/old/bad', key: 'user-uploads/u/bad.jpg', name: 'bad.jpg', size: 2 },
        ],
      },
      signedUrl,
    );
    expect(refreshed.pet_photo?.map((f) => f.url)).toEqual([
      '/fresh/user-uploads/u/a.jpg',
      '/old/bad',
    ]);
    expect(refreshed.pet_photo?.[0]).toMatchObject({ key: 'user-uploads/u/a.jpg', name: 'a.jpg' });
  });
});
