/**
 * Each e2e client is a visitor of its own address. The suite's server trusts the loopback proxy
 * (TRUST_PROXY=loopback, see server.ts) and every browser context and API call sends an
 * X-Forwarded-For from here, so the per-address rate limits (30 sign-ins per 10 minutes, 10
 * registrations per hour) count each test as the separate person it stands for, as in
 * production, instead of the whole suite as one address that runs out part-way through.
 */
import { randomInt } from 'node:crypto';

/** A fresh address in 10.0.0.0/8 (private, never a real client). */
export function visitorAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Headers that make one request (or a whole browser context) come from a new visitor. */
export function visitorHeaders(address = visitorAddress()): Record<string, string> {
  return { 'X-Forwarded-For': address };
}
