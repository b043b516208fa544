// Types of harness.mjs for the TypeScript cluster tests (e2e/cluster): the harness's contract.

export declare const root: string;
export declare const templatePath: string;

export type S3Bucket = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
};

export type ClusterOptions = {
  /** A scratch database: the harness migrates it; the first API instance seeds it. */
  databaseUrl: string;
  redisUrl?: string;
  /** 'local': an s3rver on basePort + 2. Unset: local disk, one DATA_DIR shared by all. */
  s3?: 'local' | S3Bucket;
  apis?: number;
  workers?: number;
  proxy?: boolean;
  /** proxy = basePort, stats = +1, s3rver = +2, API i = +10+i, its metrics +20+i, worker i's metrics +30+i. */
  basePort?: number;
  /** Extra environment for every API and worker process. */
  env?: Record<string, string>;
  /** Every output line of every process, prefixed `[name] `; kept in ring buffers regardless. */
  log?: (line: string) => void;
};

export type ProcessHandle = {
  name: string;
  readonly pid: number | undefined;
  /** Sends the signal (SIGKILL by default) to the process's group. */
  kill(signal?: NodeJS.Signals): void;
  /** (Re)starts it; resolves once it is ready (an API: its /readyz 200 and, with the proxy, UP there). */
  start(): Promise<void>;
  /** SIGTERM, then resolves at its exit (SIGKILL after 60 s). */
  stop(): Promise<void>;
  /** Its last 2,000 output lines. */
  output(): string;
};

export type ApiHandle = ProcessHandle & { url: string; port: number; metricsUrl: string };
export type WorkerHandle = ProcessHandle & { metricsUrl: string };

export type ProxyHandle = {
  url: string;
  statsUrl: string;
  readonly pid: number | undefined;
  kill(signal?: NodeJS.Signals): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The server's state on the stats page: 'UP', 'DOWN', 'MAINT', 'NOLB', … */
  serverState(name: string): Promise<string | undefined>;
  output(): string;
};

export type S3Handle = {
  endpoint: string;
  bucket: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
};

export type Cluster = {
  /** The proxy's base URL (API 1's without the proxy). */
  url: string;
  apis: ApiHandle[];
  workers: WorkerHandle[];
  proxy: ProxyHandle | undefined;
  s3: S3Handle | undefined;
  /** The environment every API and worker got (DATABASE_URL, AUTH_SECRET, S3_*, …). */
  env: Record<string, string>;
  /** The cluster's scratch directory (removed by stop()). */
  dir: string;
  /** Stops everything it started, in order; idempotent. */
  stop(): Promise<void>;
};

/** Starts what is asked and resolves once the proxy answers /readyz 200 through every instance. */
export declare function startCluster(options: ClusterOptions): Promise<Cluster>;

/** Resolves once `url`/readyz has answered 200 from every named instance. */
export declare function waitThroughProxy(
  url: string,
  names: string[],
  timeoutMs?: number,
): Promise<void>;

/** Polls `check` until it returns a truthy value. */
export declare function pollUntil<T>(
  check: () => Promise<T | undefined | false>,
  opts: { timeoutMs?: number; everyMs?: number; what: string; failed?: () => string | undefined },
): Promise<T>;

/** deploy/haproxy.cfg with its `server` lines replaced. */
export declare function haproxyConfig(servers: { name: string; port: number }[]): string;
export declare function haproxyBinary(): string;
export declare function parseStatsCsv(text: string): Record<string, string>[];
