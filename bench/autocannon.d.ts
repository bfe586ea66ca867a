// autocannon ships no types; the bench uses this much of it.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }): Promise<Result>;
}
