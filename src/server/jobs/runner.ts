/**
 * A small in-process job runner: jobs run one at a time, in order, after the request that queued
 * them has been answered. A failing job is logged and never stops the ones after it. idle() resolves
 * once every queued job has finished (the server waits for it when it closes).
 */
export type Job = () => Promise<void>;

export class JobRunner {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  enqueue(job: Job): void {
    this.pending++;
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch((error) => this.onError(error))
      .finally(() => {
        this.pending--;
      });
  }

  /** How many jobs are queued or running. */
  get size(): number {
    return this.pending;
  }

  idle(): Promise<void> {
    return this.tail;
  }
}
