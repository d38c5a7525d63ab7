import { QuickOrderPage } from '@/features/quick-order/quick-order-page';
import { useLocale } from '@/routes/use-locale';

export const QuickOrderScreen = () => <QuickOrderPage locale={useLocale()} />;
