import { useOnline } from '@/commerce/online';
import { LoadingNote } from '@/ui/loading-note';

/** A content page whose data has not arrived, under its generic title. */
export function ContentStatus({ title, failed }: { title: string; failed: boolean }) {
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      <LoadingNote online={useOnline()} failed={failed} />
    </div>
  );
}
