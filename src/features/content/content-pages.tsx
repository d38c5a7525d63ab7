import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@/ui/placeholder-page';

// Content screens of spec §2. Their texts come from the content service in a later issue; the
// routes, titles and navigation are real now.

export function CataloguesPage() {
  const { t } = useLingui();
  return (
    <PlaceholderPage title={t`Catalogues`} note={t`Our current product catalogues will be listed here.`} />
  );
}
