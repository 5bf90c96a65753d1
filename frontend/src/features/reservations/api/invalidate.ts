import type { QueryClient } from '@tanstack/react-query';
import { inventoryQueryKeys, reservationsQueryKeys } from './query-keys';

/** After a unit changes hands: the map and the investor's list are out of date. */
export function refreshAfterUnitChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: reservationsQueryKeys.mine }),
  ]).then(() => undefined);
}
