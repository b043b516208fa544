import type { FastifyBaseLogger } from 'fastify';

/** A recurring job: `run` is called every `intervalMs`, never twice at the same time. */
export type IntervalJob = {
  name: string;
  intervalMs: number;
  run: (signal: AbortSignal) => Promise<void>;
};

/**
 * A small runner for recurring background jobs, used by the worker process and, on the
 * embedded database (which only one process may open), inside the API process.
 * `stop()` waits for running jobs, so a shutdown never cuts a delivery in half.
 */
export class JobRunner {
  private readonly jobs: IntervalJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private started = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** The worker process lives for its timers; inside the API they must not hold it open. */
    private readonly opts: { keepAlive: boolean } = { keepAlive: false },
  ) {}

  add(job: IntervalJob): this {
    this.jobs.push(job);
    return this;
  }

  get jobNames(): string[] {
    return this.jobs.map((j) => j.name);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs) this.schedule(job, 0);
  }

  /** Runs one job once now (tests, and `worker --once`). */
  async runOnce(name: string): Promise<void> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    await this.execute(job);
  }

  async stop(): Promise<void> {
    this.abort.abort();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(job: IntervalJob, delay: number) {
    if (this.abort.signal.aborted) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.execute(job).finally(() => this.schedule(job, job.intervalMs));
    }, delay);
    if (!this.opts.keepAlive) timer.unref();
    this.timers.add(timer);
  }

  private async execute(job: IntervalJob) {
    const started = Date.now();
    const p = job.run(this.abort.signal).then(
      () => this.log.debug({ job: job.name, ms: Date.now() - started }, 'job done'),
      (err: unknown) => this.log.error({ err, job: job.name }, 'job failed'),
    );
    this.running.add(p);
    try {
      await p;
    } finally {
      this.running.delete(p);
    }
  }
}
