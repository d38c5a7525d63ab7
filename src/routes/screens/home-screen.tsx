import { HomePage } from '@/features/home/home-page';
import { useLocale } from '@/routes/use-locale';

export function HomeScreen() {
  return <HomePage locale={useLocale()} />;
}
