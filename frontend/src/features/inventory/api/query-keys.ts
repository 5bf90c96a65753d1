// Every inventory key starts with 'inventory': an edit by staff invalidates them all at once,
// the investor-facing lists of units and prices included.
export const inventoryQueryKeys = {
  all: ['inventory'] as const,
  adminStats: ['inventory', 'stats', 'admin'] as const,
  adminProductTypes: ['inventory', 'product-types', 'admin'] as const,
};
