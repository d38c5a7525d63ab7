import { MaintenancePage } from '@/features/errors/maintenance-page';

export function MaintenanceScreen() {
  return <MaintenancePage />;
}
