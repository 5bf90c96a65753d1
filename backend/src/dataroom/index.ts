// Public API of the data room context: its module. It publishes no events and no public queries yet.
export { DataRoomModule } from './dataroom.module';
