import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** True when the current field's selection (fragments included) asks for `name`. */
export const selects = (info: GraphQLResolveInfo, name: string): boolean => {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    !!set?.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === name;
      if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet, seen);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return visit(info.fragments[s.name.value]?.selectionSet, seen);
    });
  return info.fieldNodes.some((n) => visit(n.selectionSet, new Set()));
};
