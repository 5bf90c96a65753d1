// Test helpers of the staff panel's tabs: a tab with its own query cache and the toaster, the list
// addresses it asked for, and a page of rows as the server answers it.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { Toaster } from '@/ui/toaster';
import type { FetchCall } from './fetch-mock';

/** Renders a tab with a fresh query cache and the toaster; answers the user-event session. */
export function renderStaffTab(tab: ReactElement) {
  function Harness() {
    const [queryClient] = useState(createQueryClient);
    return (
      <QueryClientProvider client={queryClient}>
        {tab}
        <Toaster />
      </QueryClientProvider>
    );
  }
  render(<Harness />);
  return userEvent.setup();
}

/** The fetch mock keeps paths only; the list's query string is kept here. */
export function recordUrls(): string[] {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}

export const postsOf = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

/** The first page of 25 of a list of `items`, with its counts. */
export const firstPage = <T, C>(items: T[], counts: C) => ({ items, total: items.length, page: 1, pageSize: 25, counts });
