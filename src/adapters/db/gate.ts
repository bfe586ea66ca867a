/**
 * At most `size` tasks at once; the rest wait their turn, first come first served. Used to keep
 * cheap reads from filling the connection pool's queue ahead of transactions that already won
 * their seats (docs/decisions/006-seat-holds.md).
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
