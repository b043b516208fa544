// Types of private-services.mjs for the TypeScript tests (the module is plain JavaScript).

export function waitForPort(
  port: number,
  opts?: { timeoutMs?: number; host?: string },
): Promise<void>;

export type PrivatePostgres = {
  port: number;
  url(database?: string): string;
  createDatabase(database: string): Promise<string>;
  readonly running: boolean;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate' | 'smart'): Promise<void>;
  restart(opts?: { mode?: 'fast' | 'immediate'; downMs?: number }): Promise<void>;
  close(): Promise<void>;
};
export function startPostgres(opts: { port: number; name?: string }): Promise<PrivatePostgres>;

export type PrivateRedis = {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
};
export function startRedis(opts: { port: number }): Promise<PrivateRedis>;

export type PrivateS3 = {
  endpoint: string;
  bucket: string;
  directory: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
};
export function startS3(opts: { port: number; bucket?: string; name?: string }): Promise<PrivateS3>;

export type ImagesApi = {
  baseUrl: string;
  readonly total: number;
  hold(marker: string): void;
  requests(marker: string): { arrived: number; abandoned: number };
  release(marker: string): void;
  close(): Promise<void>;
};
export function startImagesApi(opts: { port: number }): Promise<ImagesApi>;
