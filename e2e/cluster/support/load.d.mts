// Types of load.mjs for the TypeScript tests (the module itself is plain JavaScript).

export type Failure = { at: number; label: string; status: number | null; error?: string };
export type LoadStats = {
  sent: number;
  ok: number;
  failed: number;
  lost: number;
  failures: Failure[];
  accepted: Record<string, unknown>[];
};
export type LoadContext = {
  loop: number;
  iteration: number;
  stopped: () => boolean;
  request: (
    label: string,
    url: string,
    init?: RequestInit,
    opts?: { ok?: (res: Response) => boolean; timeoutMs?: number },
  ) => Promise<Response | null>;
  accepted: (write: Record<string, unknown>) => void;
};
export type Load = {
  stats: LoadStats;
  failuresSince(since: number): Failure[];
  stop(): Promise<LoadStats>;
};
export type Shopper = {
  id: string;
  email: string;
  headers: Record<string, string>;
  photoUrl: string;
};
export type Call = (url: string, init: RequestInit) => Promise<Response | null>;
export type SubmittedArtwork = {
  id: string;
  visionBoardId: string;
  userId: string;
  status: string;
};

export function startLoad(opts: {
  loops: number;
  step: (ctx: LoadContext) => Promise<void>;
  pauseMs?: number;
}): Load;
export function countLost<T>(
  stats: LoadStats,
  exists: (write: T) => Promise<boolean>,
): Promise<T[]>;
export function summary(prefix: string, stats: LoadStats): string;

export function photoForm(): Promise<FormData>;
export function postJson(body: unknown, headers?: Record<string, string>): RequestInit;
export function boardItems(title?: string): string;
export function newShopper(
  base: string,
  opts?: { origin?: string; premium?: boolean; tag?: string },
): Promise<Shopper>;
export function buyPremium(
  call: Call,
  base: string,
  shopper: Shopper,
): Promise<Response | { ok: false; status: number }>;
export function buyPng(
  call: Call,
  base: string,
  shopper: Shopper,
  artworkId: string,
): Promise<Response | { ok: false; status: number }>;
export function submitArtwork(
  call: Call,
  base: string,
  shopper: Shopper,
  productId: string,
  title?: string,
): Promise<SubmittedArtwork | null>;
export function startShopLoad(opts: {
  base: string;
  shoppers: Shopper[];
  productId: string;
  loops?: number;
  submitEvery?: number;
  pauseMs?: number;
  extra?: (ctx: LoadContext) => Promise<void>;
}): Load;
export function settleSubmissions(
  stats: LoadStats,
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>,
  opts?: { timeoutMs?: number },
): Promise<{
  accepted: number;
  missing: Record<string, unknown>[];
  notSucceeded: { id: string; status: string }[];
  chargeMismatch: { id: string; used: number; kept: number }[];
}>;

export function logLines(output: string): Record<string, unknown>[];
export function loggedFor(output: string, msg: string, artworkId: string): boolean;
export function readyStatus(baseUrl: string): Promise<number>;
export function alive(pid: number | undefined): boolean;
