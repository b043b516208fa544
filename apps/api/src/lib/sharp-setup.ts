import sharp from 'sharp';

// sharp set for a server, once per process, before any image work: imported first by app.ts
// and worker.ts.
//
// - No libvips operation cache. Its default (50 MB, 20 files, 100 operations) suits a script
//   resizing one image many ways; a server sees each upload once, so the cache only holds
//   memory (and open files) after a burst.
// - One libvips thread per image. Images already run in parallel on libuv's pool (4 threads),
//   and more threads per image mean more glibc malloc arenas: memory a burst takes and never
//   gives back to the system.
sharp.cache(false);
sharp.concurrency(1);
