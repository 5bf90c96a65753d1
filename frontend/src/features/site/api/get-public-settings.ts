import { useCallback, useEffect, useState } from 'react';
import type { PublicSettings } from '@cdm/contracts';
import { env } from '@/env';

// The public pages (landing, /servicios, /partners) are prerendered and load as little JavaScript
// as they can: they read their one live answer without TanStack Query or the API client, which the
// rest of the app loads. The server lets the browser cache the answer for a minute.

export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const response = await fetch(`${env.apiBaseUrl}/api/public-settings`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/public-settings answered ${response.status}`);
  return JSON.parse(await response.text()) as PublicSettings;
}

// Sections of one page that mount together share one request.
let pending: Promise<PublicSettings> | null = null;

function getSharedPublicSettings(): Promise<PublicSettings> {
  pending ??= getPublicSettings().finally(() => {
    pending = null;
  });
  return pending;
}

type PublicSettingsState =
  | { status: 'pending'; data: undefined; isPending: true; isError: false }
  | { status: 'success'; data: PublicSettings; isPending: false; isError: false }
  | { status: 'error'; data: undefined; isPending: false; isError: true };

export type PublicSettingsResult = PublicSettingsState & {
  /** Asks again, showing the pending state meanwhile. */
  refetch: () => void;
};

const PENDING: PublicSettingsState = { status: 'pending', data: undefined, isPending: true, isError: false };
const FAILED: PublicSettingsState = { status: 'error', data: undefined, isPending: false, isError: true };

export function usePublicSettings(): PublicSettingsResult {
  const [state, setState] = useState<PublicSettingsState>(PENDING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getSharedPublicSettings().then(
      (data) => {
        if (current) setState({ status: 'success', data, isPending: false, isError: false });
      },
      () => {
        if (current) setState(FAILED);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const refetch = useCallback(() => {
    setState(PENDING);
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, refetch };
}
