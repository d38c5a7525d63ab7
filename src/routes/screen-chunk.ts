import { withAllMessages } from '@/lib/all-messages';
import { guardChunkImport } from '@/features/offline/chunk-guard';

/**
 * A route screen's lazy import: it waits for every message the screen may render (the home screen
 * alone renders with the shell's, lingui.config.ts) and reloads on a failed chunk (chunk-guard).
 */
export function screenChunk<T>(importer: () => Promise<T>): () => Promise<T> {
  return guardChunkImport(withAllMessages(importer));
}
