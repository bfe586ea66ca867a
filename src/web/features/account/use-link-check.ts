import { useEffect, useState } from 'react';
import type { LinkStatusResponse } from '../../../shared/contracts/auth.ts';
import { api } from '../../lib/api.ts';
import { ApiError } from '../../lib/http-client.ts';

export type LinkState = 'checking' | 'valid' | 'expired' | 'failed';

/**
 * Checks an e-mailed link's token without spending it (sign-in or reset): expired, used and
 * malformed links all read as "expired", which offers a new one; anything else as "failed".
 */
export function useLinkCheck(
  endpoint: string,
  token: string,
): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>('checking');
  useEffect(() => {
    let live = true;
    api
      .post<LinkStatusResponse>(endpoint, { token })
      .then(() => live && setState('valid'))
      .catch((error: unknown) => {
        if (!live) return;
        setState(
          error instanceof ApiError && (error.code === 'AUTH_LINK_EXPIRED' || error.status === 400)
            ? 'expired'
            : 'failed',
        );
      });
    return () => {
      live = false;
    };
  }, [endpoint, token]);
  // The page marks the link spent or lapsed itself when using it fails.
  return [state, setState];
}
