/** The storefront's sessions and single-use links; only SHA-256 hashes of the secrets. */
export interface AuthStore {
  insertSession(idHash: string, customerId: number, now: Date): Promise<void>;
  findSession(
    idHash: string,
  ): Promise<{ customerId: number; createdAt: Date; lastSeenAt: Date } | null>;
  touchSession(idHash: string, now: Date): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Signs a customer out everywhere but (optionally) one session: after a password change. */
  deleteSessionsOf(customerId: number, exceptIdHash?: string): Promise<void>;
  /**
   * Sessions idle since before `idleCutoff` or created before `createdCutoff`, and lapsed links;
   * answers how many rows went.
   */
  purgeExpired(cutoffs: { idleCutoff: Date; createdCutoff: Date; now: Date }): Promise<number>;

  insertToken(token: {
    tokenHash: string;
    customerId: number;
    purpose: LinkPurpose;
    now: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** A link as it stands, without using it. */
  findToken(
    tokenHash: string,
    purpose: LinkPurpose,
  ): Promise<{ customerId: number; expiresAt: Date; usedAt: Date | null } | null>;
  /**
   * Uses a link once, atomically (a conditional UPDATE): the customer when it was unused and
   * unexpired, null otherwise, so two clicks racing cannot both sign in.
   */
  consumeToken(tokenHash: string, purpose: LinkPurpose, now: Date): Promise<number | null>;
  /**
   * Uses up every open link of a customer, of every kind: after a password reset or change, a
   * link mailed before it must not sign anyone in.
   */
  endLinksOf(customerId: number, now: Date): Promise<void>;
}

export type LinkPurpose = 'reset' | 'magic';
