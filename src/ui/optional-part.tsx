// A part of the page the page works without (the footer, the footer's newsletter form, measurement): loaded
// lazily, it may fail to arrive — offline before the service worker has it, or a deploy replaced its chunk.
// Then it renders nothing instead of taking the whole page down to the error page; the next page tries again.
import { Component, Suspense, type ReactNode } from 'react';

export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
