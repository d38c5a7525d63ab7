import type { ReactNode } from 'react';

/** A screen whose content arrives with a later feature: a real heading and a short honest note. */
export function PlaceholderPage({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children?: ReactNode;
}) {
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      {note ? <p className="page__lead">{note}</p> : null}
      {children}
    </div>
  );
}
