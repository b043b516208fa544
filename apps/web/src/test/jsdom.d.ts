// The part of jsdom's API the tests use. @types/jsdom is not installed: Vitest's own typings
// import 'jsdom' optionally, so with @types/jsdom every workspace (the API too) would get the
// DOM library and its Buffer/BlobPart clashes.
declare module 'jsdom' {
  export interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    url?: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
