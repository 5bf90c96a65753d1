import { inventoryQueryKeys as staffInventoryQueryKeys } from '@/features/inventory/api/query-keys';
import { partnersQueryKeys } from '@/features/partners/api/query-keys';
import { adminReservationsQueryKeys } from '@/features/reservations/api/admin-reservations';
import { inventoryQueryKeys, reservationsQueryKeys } from '@/features/reservations/api/query-keys';
import type { LiveUnitsOptions } from '@/lib/live-units';

// What the stream of unit statuses keeps current on each screen that shows units (lib/live-units.ts):
// the units list is patched in place; these queries, whose figures follow unit statuses, are read again.

/** The investor's dashboard: the maps and the units tab, Mi Garage, the available counts per product. */
export const INVESTOR_LIVE_UNITS: LiveUnitsOptions = {
  unitsKey: inventoryQueryKeys.units,
  derivedKeys: [reservationsQueryKeys.mine, partnersQueryKeys.mine, inventoryQueryKeys.activeProductTypes],
};

/** The staff tabs Inventario, Productos and Reservas. */
export const STAFF_LIVE_UNITS: LiveUnitsOptions = {
  unitsKey: inventoryQueryKeys.units,
  derivedKeys: [staffInventoryQueryKeys.adminStats, staffInventoryQueryKeys.adminProductTypes, adminReservationsQueryKeys.all],
};
