import { Trans } from '@lingui/react/macro';

export const MAIN_ID = 'main-content';

/** The first focusable element of every layout: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Focus the landmark without a hash navigation (which the router would treat as a new page).
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
