// Public API of the inventory context: its module, the public queries, and UnitAvailability, which the
// reservations context calls inside its own transaction so a hold and the unit's status commit together.
export { InventoryModule } from './inventory.module';
export { UnitAvailability } from './unit-availability';
export { GetUnitForPlanQuery, type UnitForPlan } from './queries/get-unit-for-plan.query';
