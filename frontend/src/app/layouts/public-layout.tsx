import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame';

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
