// The shop's translations come in two parts (lingui.config.ts): the shell's, loaded at startup, and
// the rest, loaded with the first lazily loaded screen or overlay that needs them. Such code waits
// with `withAllMessages`; it is framework-free so every layer can use it. The app provides the loader
// (it owns the i18n instance); a call before that waits for it.
type Loader = () => Promise<void>;

let loader: Loader | undefined;
let loaded: Promise<void> | undefined;
const waiting: Array<() => void> = [];

export function provideAllMessages(load: Loader): void {
  loader = load;
  loaded = undefined;
  for (const resume of waiting.splice(0)) resume();
}

/** Resolves once every message of the page's language is loaded; a failed load is tried again next time. */
export function allMessages(): Promise<void> {
  if (!loader) return new Promise<void>((resolve) => waiting.push(resolve)).then(allMessages);
  loaded ??= loader().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** A lazy import that also waits for every message, so what it renders is never untranslated. */
export function withAllMessages<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), allMessages()]).then(([module]) => module);
}
