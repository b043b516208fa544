import type { UploadedImages } from './draft';

/**
 * A draft lives 24 h but the signed URLs of its photos expire sooner: asks for fresh ones by
 * key. A failed refresh keeps the old address (SPEC.md §8: the failure is only logged).
 */
export async function refreshImageUrls(
  images: UploadedImages,
  signedUrl: (key: string) => Promise<{ url: string }>,
): Promise<UploadedImages> {
  const entries = await Promise.all(
    Object.entries(images).map(async ([fieldName, files]) => [
      fieldName,
      await Promise.all(
        files.map(async (file) => {
          if (!file.key) return file;
          try {
            const { url } = await signedUrl(file.key);
            return url ? { ...file, url } : file;
          } catch (error) {
            console.warn('Could not refresh an image address', error);
            return file;
          }
        }),
      ),
    ]),
  );
  return Object.fromEntries(entries) as UploadedImages;
}
