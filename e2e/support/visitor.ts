/**
 * Each e2e client is a visitor of its own address. The suite's server trusts the loopback proxy
 * (TRUST_PROXY=loopback, see server.ts) and every browser context and API call sends an
 * X-Forwarded-For from here, so the per-address rate limits (30 sign-ins per 10 minutes, 10
 * registrations per hour) count each test as the separate person it stands for, as in
 * production, instead of the whole suite as one address that runs out part-way through.
 */
import { randomInt } from 'node:crypto';

/**
 * A fresh address in 127.0.0.0/8: a visitor of its own for the rate limits, and still this
 * machine for what only this machine may open (the local mailbox, decision 014's loopback
 * check), as a test running beside the server is.
 */
export function visitorAddress(): string {
  return `127.${1 + randomInt(254)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** Headers that make one request (or a whole browser context) come from a new visitor. */
export function visitorHeaders(address = visitorAddress()): Record<string, string> {
  return { 'X-Forwarded-For': address };
}
